import type { FastifyInstance } from 'fastify';
import { createSandboxScanner } from './sandbox.js';
import { runScan } from './scan-service.js';
import type { CopyrightScanner } from './types.js';

export { createSandboxScanner } from './sandbox.js';
export { deleteScan, getScan, runScan, SCAN_MESSAGES, startScan } from './scan-service.js';
export type { CopyrightScanner } from './types.js';

/** Hands a queued scan to whatever runs it; that calls `runScan(app, releaseId)`. */
export type ScheduleScan = (releaseId: string) => void | Promise<void>;

export interface CopyrightScanOptions {
  /** Default: the sandbox, which compares with the other releases of this catalogue. */
  scanner?: CopyrightScanner;
  /** Default: a `copyright-scan` background job (server/jobs), run at once by this or another instance. */
  schedule?: (app: FastifyInstance) => ScheduleScan;
}

export interface CopyrightScans {
  readonly scanner: CopyrightScanner;
  readonly schedule: ScheduleScan;
  /** True once the app is closing: a running scan stops and stays RUNNING, to run again later. */
  readonly closing: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The copyright scan's adapter and scheduler (server/releases/copyright). */
    copyrightScans: CopyrightScans;
  }
}

export const COPYRIGHT_SCAN_JOB = 'copyright-scan';

/**
 * Decorates `app.copyrightScans`. Scans run as background jobs (server/jobs), so a restart loses
 * none and several instances share them: a scan interrupted by a shutdown stays RUNNING and its
 * job runs it again. `schedule` replaces that (tests).
 */
export function attachCopyrightScans(app: FastifyInstance, options: CopyrightScanOptions = {}): void {
  let closing = false;
  app.jobs.register<{ releaseId: string }>(COPYRIGHT_SCAN_JOB, async ({ releaseId }) => {
    if ((await runScan(app, releaseId)) === 'interrupted') throw new Error('The copyright scan was interrupted by a shutdown; it runs again.');
  });
  const viaJobs: ScheduleScan = async (releaseId) => {
    await app.jobs.enqueue(COPYRIGHT_SCAN_JOB, { releaseId });
  };
  app.decorate('copyrightScans', {
    scanner: options.scanner ?? createSandboxScanner(),
    schedule: options.schedule ? options.schedule(app) : viaJobs,
    get closing() {
      return closing;
    },
  } satisfies CopyrightScans);
  // Before the job queue's stop waits for running handlers: a running scan stops at its next step.
  app.addHook('preClose', async () => {
    closing = true;
  });
}
