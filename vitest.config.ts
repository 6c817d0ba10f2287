import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

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

// A module mocked with vi.mock stays mocked for the next files of a worker that does not isolate
// them: the component tests that mock modules run isolated, in project dom-mocked.
const mockingTests = readdirSync(alias['@'], { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx') && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${alias['@']}/${file}`, 'utf8')))
  .map((file) => `src/${file}`);

const dom = {
  environment: 'jsdom',
  setupFiles: ['./src/shared/config/test/setup-dom.ts'],
};

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
          ...dom,
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...mockingTests],
          // One jsdom and one load of the libraries per worker instead of per file; the setup file
          // gives each file fresh app modules and a clean page (storage, URL).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...dom, name: 'dom-mocked', include: mockingTests },
      },
    ],
  },
});
