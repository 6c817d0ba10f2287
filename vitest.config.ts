import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
};

const SERVER_TESTS = ['server', 'scripts', 'openapi'];

/**
 * The server's test files that replace a module (`vi.mock`): a mock only takes when the module is
 * imported anew, so these run isolated; the others share their worker's modules, which saves each
 * file importing the server again (about half the server tests' wall time).
 */
const MOCKING_SERVER_TESTS = SERVER_TESTS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && /\bvi\.(?:do)?mock\(/.test(readFileSync(`${dir}/${file}`, 'utf8')))
    .map((file) => `${dir}/${file}`),
);

export default defineConfig({
  test: {
    // Vitest's default is cores − 1 workers: one on the 2-core CI machine, so every file ran in turn.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: MOCKING_SERVER_TESTS,
          isolate: false,
          globalSetup: ['./server/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-mocks',
          environment: 'node',
          include: MOCKING_SERVER_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/shared/config/test/setup-dom.ts'],
        },
      },
    ],
  },
});
