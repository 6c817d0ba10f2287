import { expect, it } from 'vitest';
import { FUZZ_GROUPS } from './groups.js';
import { runFuzz } from './run.js';

it('answers every generated request to the catalog operations within the contract', async () => {
  const report = await runFuzz(FUZZ_GROUPS.catalog);
  console.log(report.summary);
  expect(report.failures.length, report.summary).toBe(0);
  if (report.fullRun) expect(report.requests).toBeGreaterThanOrEqual(FUZZ_GROUPS.catalog.minimumRequests);
}, 300_000);
