import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
};

const SERVER_TESTS = ['server', 'scripts', 'openapi'];

/**
 * The test files under `dirs` whose names end with `suffix` and that replace a module (`vi.mock`):
 * a mock only takes when the module is imported anew, so these run isolated. The others share their
 * worker's modules (and, for components, its jsdom page), which saves each file importing the
 * server or the app again: about half of those projects' wall time.
 */
const mockingTests = (dirs: string[], suffix: string) =>
  dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(suffix) && /\bvi\.(?:do)?mock\(/.test(readFileSync(`${dir}/${file}`, 'utf8')))
      .map((file) => `${dir}/${file}`),
  );

const MOCKING_SERVER_TESTS = mockingTests(SERVER_TESTS, '.test.ts');
const MOCKING_DOM_TESTS = mockingTests(['src'], '.test.tsx');
const DOM_SETUP = ['./src/shared/config/test/setup-dom.ts'];

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
          exclude: MOCKING_DOM_TESTS,
          // One page per worker: the setup gives each file a fresh one (see setup-dom.ts).
          isolate: false,
          setupFiles: DOM_SETUP,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom-mocks',
          environment: 'jsdom',
          include: MOCKING_DOM_TESTS,
          setupFiles: DOM_SETUP,
        },
      },
    ],
  },
});
