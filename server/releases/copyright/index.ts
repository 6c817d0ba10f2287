import type { FastifyInstance } from 'fastify';
import { createSandboxScanner } from './sandbox.js';
import { runScan } from './scan-service.js';
import type { CopyrightScanner } from './types.js';

export { MATCH_THRESHOLD } from './fingerprint-index.js';
export { createSandboxScanner } from './sandbox.js';
export { deleteScan, getScan, type RunOutcome, runScan, SCAN_MESSAGES, startScan } from './scan-service.js';
export type { CopyrightMatch, CopyrightScanner, CopyrightScanView, ScanControl } from './types.js';
export { ScanCancelled, ScanFailure } from './types.js';

/** Hands a queued scan to whatever runs it; that calls `runScan(app, releaseId)`. */
export type ScheduleScan = (releaseId: string) => void | Promise<void>;

export interface CopyrightScanOptions {
  /** Default: the sandbox, which compares with the other releases of this catalogue. */
  scanner?: CopyrightScanner;
  /**
   * Default: runs the scan in this process right after the answer (setImmediate); scans left
   * QUEUED or RUNNING by a stop are run again at the next start. A job queue passes its own.
   */
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

/**
 * Decorates `app.copyrightScans`. With the default in-process schedule, the app waits on close
 * for the scans it started (they stop at their next step), and picks up unfinished scans when
 * it is ready.
 */
export function attachCopyrightScans(app: FastifyInstance, options: CopyrightScanOptions = {}): void {
  const running = new Set<Promise<unknown>>();
  let closing = false;
  const inProcess: ScheduleScan = (releaseId) => {
    setImmediate(() => {
      if (closing) return;
      // An interrupted scan stays RUNNING and runs again at the next start (onReady below).
      const run: Promise<unknown> = runScan(app, releaseId)
        .catch((error: unknown) => app.log.error({ err: error, releaseId }, 'copyright scan could not run'))
        .finally(() => running.delete(run));
      running.add(run);
    });
  };
  app.decorate('copyrightScans', {
    scanner: options.scanner ?? createSandboxScanner(),
    schedule: options.schedule ? options.schedule(app) : inProcess,
    get closing() {
      return closing;
    },
  } satisfies CopyrightScans);
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.allSettled([...running]);
  });
  if (!options.schedule) {
    app.addHook('onReady', async () => {
      // Scans are not worth a failed start: they are picked up at the next one.
      try {
        const { rows } = await app.db.query<{ release_id: string }>(`select release_id from copyright_scans where status in ('QUEUED', 'RUNNING')`);
        for (const row of rows) inProcess(row.release_id);
      } catch (error) {
        app.log.error({ err: error }, 'unfinished copyright scans could not be read');
      }
    });
  }
}
