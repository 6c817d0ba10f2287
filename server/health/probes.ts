import type { FastifyInstance } from 'fastify';
import { IN_MEMORY } from '../db/index.js';
import { COPYRIGHT_SCAN_JOB } from '../releases/copyright/index.js';
import { RECEIPT_JOB } from '../releases/delivery/receipts.js';
import { judgeApi, measureApi } from './checks/api.js';
import { judgeDatabase, measureDatabase } from './checks/database.js';
import { judgeOutbox, measureOutbox } from './checks/email-outbox.js';
import { judgeAdapter, judgeJobs, measureAdapter, measureJobs } from './checks/jobs.js';
import { judgeStorage, measureStorage } from './checks/storage.js';
import { judgeStreams, measureStreams } from './checks/streams.js';
import type { EventLoopMonitor } from './event-loop.js';
import { CHECK_TIMEOUT_MS, DATABASE_TIMEOUT_MS } from './thresholds.js';
import type { Probe } from './types.js';

/** The product's checks, in the order the report lists them. */
export function productProbes(app: FastifyInstance, monitor: EventLoopMonitor): Probe<never>[] {
  const probe = <Figures>(check: Omit<Probe<Figures>, 'timeoutMs'> & { timeoutMs?: number }): Probe<never> =>
    ({ timeoutMs: CHECK_TIMEOUT_MS, ...check }) as Probe<never>;
  const { deliveryPartner: partner, copyrightScans } = app;
  const scanner = copyrightScans.scanner;
  return [
    probe({ name: 'api', label: 'API server', measure: () => measureApi(monitor), judge: judgeApi }),
    probe({ name: 'database', label: 'Database', timeoutMs: DATABASE_TIMEOUT_MS, measure: () => measureDatabase(app.db), judge: judgeDatabase }),
    probe({ name: 'email_outbox', label: 'Email outbox', measure: () => measureOutbox(app.db, app.mailer.delivers), judge: judgeOutbox }),
    probe({ name: 'storage', label: 'File storage', measure: () => measureStorage(app.dataDir === IN_MEMORY ? app.uploadsDir : app.dataDir), judge: judgeStorage }),
    probe({ name: 'presence', label: 'Presence and live events', measure: () => measureStreams(app), judge: judgeStreams }),
    probe({
      name: 'delivery_partner',
      label: 'Delivery partner',
      measure: () => measureAdapter(partner.name, partner.health ? () => partner.health!() : null, app.db, [RECEIPT_JOB]),
      judge: judgeAdapter,
    }),
    probe({
      name: 'copyright_scan',
      label: 'Copyright scan',
      measure: () => measureAdapter(scanner.kind, scanner.health ? () => scanner.health!(app) : null, app.db, [COPYRIGHT_SCAN_JOB]),
      judge: judgeAdapter,
    }),
    probe({ name: 'jobs', label: 'Background jobs', measure: () => measureJobs(app.db), judge: judgeJobs }),
  ];
}
