import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { VISUAL_CLOCK, VISUAL_PORT } from './tests/visual/support/clock';

// The visual run (README "Visual regression"): one server of its own, seeded in a run directory of
// its own, its clock started at VISUAL_CLOCK (tests/e2e/support/serve.mjs, E2E_FIXED_CLOCK); the
// journeys keep real time. The screens are only read, so both workers share the one server.
const runDir = (process.env.E2E_RUN_DIR ??= join(tmpdir(), `royalty-desk-visual-${process.pid}-${Date.now()}`));

export default defineConfig({
  testDir: 'tests/visual',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/visual' }]],
  outputDir: 'test-results/visual',
  timeout: 90_000,
  // One baseline per screen, width and theme: CI runs the same Debian and Chromium, so no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    // A full-page screenshot of a long page takes seconds on a busy two-core machine.
    timeout: 30_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Near-exact: the same build, fonts, Chromium and data draw the same pixels; the allowance is
      // for anti-aliasing of a chart's canvas (a few dozen pixels), far below any change of a
      // colour, a size or a space, which moves thousands.
      maxDiffPixelRatio: 0.001,
    },
  },
  use: {
    baseURL: `http://localhost:${VISUAL_PORT}`,
    trace: 'off',
    screenshot: 'off',
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        deviceScaleFactor: 1,
        launchOptions: {
          executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium-headless-shell',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--font-render-hinting=none'],
        },
      },
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/serve.mjs',
    url: `http://localhost:${VISUAL_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 480_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: { PORT: String(VISUAL_PORT), E2E_RUN_DIR: runDir, E2E_SERVER_INDEX: '0', E2E_FIXED_CLOCK: VISUAL_CLOCK, TZ: 'UTC' },
  },
});
