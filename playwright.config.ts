import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, E2E_SERVERS } from './tests/e2e/support/servers';

// Each run starts its servers on copies of one data directory seeded at the start of the run
// (tests/e2e/support/serve.mjs), all in a directory of the run's own: the workers inherit its name.
const runDir = (process.env.E2E_RUN_DIR ??= join(tmpdir(), `royalty-desk-e2e-${process.pid}-${Date.now()}`));

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  fullyParallel: false,
  // One worker per server (tests/e2e/support/test.ts gives each worker its own).
  workers: E2E_SERVERS,
  // A journey that needs a retry is a defect to fix (issue #35), in CI too.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    // Recording a trace of every journey costs about a fifth of the journeys' time on two cores: CI
    // keeps the screenshot and the page's snapshot of a failure; rerun with --trace on for more.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker answers navigations from its cache and bypasses page.route: only the
    // journeys about it (pwa.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // scripts/e2e.mjs sets it (scripts/ensure-chromium.mjs: Debian's headless shell, else Chromium).
          executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium-headless-shell',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  // With E2E_BASE_URL the servers are already running (npm run test:cluster).
  webServer: E2E_BASE_URL ? [] : Array.from({ length: E2E_SERVERS }, (_, index) => ({
    command: 'node tests/e2e/support/serve.mjs',
    url: `http://localhost:${E2E_PORT + index}/api/health`,
    reuseExistingServer: false,
    timeout: 480_000,
    // SIGTERM lets serve.mjs remove the server's data directory once the server has stopped.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: { PORT: String(E2E_PORT + index), E2E_RUN_DIR: runDir, E2E_SERVER_INDEX: String(index) },
  })),
});
