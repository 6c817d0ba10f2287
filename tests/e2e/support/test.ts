import { test as base } from '@playwright/test';
import { serverUrl } from './servers';

/**
 * The journeys' `test`: each worker talks to a server of its own (see playwright.config.ts), so
 * journeys that change data in parallel cannot see each other's changes.
 */
export const test = base.extend<object, { workerServerUrl: string }>({
  workerServerUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, provide, workerInfo) => provide(serverUrl(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ workerServerUrl }, provide) => provide(workerServerUrl),
});

export * from '@playwright/test';
