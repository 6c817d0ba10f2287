import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../jobs/queue.js';
import { moveRelease } from '../moves.js';
import type { ReleaseStatus } from '../release-types.js';
import { allowedMoves } from '../state.js';
import { addReceipt, loadDelivery } from './delivery-store.js';
import type { DeliveryRecord, ReceiptStatus } from './types.js';

export const RECEIPT_JOB = 'delivery-receipt';

/** A receipt the partner reports `afterMs` after the one before it, and not before `notBefore` (an ISO instant) when given. */
export interface LaterReceipt {
  status: ReceiptStatus;
  afterMs: number;
  notBefore?: string;
}

/** A receipt to report, and those the partner reports after it. */
export interface ReceiptJob {
  deliveryId: string;
  status: ReceiptStatus;
  then?: LaterReceipt[];
}

/** What the artist reads in the history and the status toast: no partner reference (the admin's delivery section shows it). */
export const RECEIPT_MESSAGES: Readonly<Record<ReceiptStatus, string>> = {
  DELIVERED: 'The delivery partner received the release and passed it to the stores; it goes online on its release date.',
  ONLINE: 'The stores have the release online.',
  TAKEN_DOWN: 'The stores took the release down.',
};

/** The release move a production receipt makes, by delivery type (an UPDATE moves nothing). */
const RELEASE_MOVES: Readonly<Record<DeliveryRecord['type'], Partial<Record<ReceiptStatus, ReleaseStatus>>>> = {
  NEW: { DELIVERED: 'DELIVERED', ONLINE: 'ONLINE' },
  UPDATE: {},
  TAKEDOWN: { TAKEN_DOWN: 'TAKEN_DOWN' },
};

export function enqueueReceipt(jobs: JobQueue, job: ReceiptJob, runAt: Date): Promise<number | null> {
  return jobs.enqueue(RECEIPT_JOB, job, { runAt, uniqueKey: `${RECEIPT_JOB}:${job.deliveryId}:${job.status}` });
}

/** When a later receipt comes: `afterMs` from `now`, or at `notBefore` if that is later. */
export function receiptRunAt(receipt: LaterReceipt, now: Date): Date {
  const after = now.getTime() + receipt.afterMs;
  return new Date(receipt.notBefore ? Math.max(after, Date.parse(receipt.notBefore)) : after);
}

/**
 * A partner's receipt: kept on the delivery and, for a production delivery, moving the release
 * (actor PARTNER) when the state machine allows it from where the release is now — an admin may
 * have taken it down meanwhile, and then the receipt changes nothing. Safe to repeat: a receipt
 * is kept once and a move that was made is not made again.
 */
export async function recordReceipt(app: FastifyInstance, { deliveryId, status }: { deliveryId: string; status: ReceiptStatus }): Promise<void> {
  const delivery = await app.db.transaction(async (tx) => {
    const found = await loadDelivery(tx, deliveryId, { forUpdate: true });
    if (found && !found.receipts.some((receipt) => receipt.status === status)) {
      await addReceipt(tx, deliveryId, { status, at: new Date().toISOString(), message: RECEIPT_MESSAGES[status] });
    }
    return found;
  });
  if (!delivery) return; // gone with its release
  const to = delivery.environment === 'PRODUCTION' ? RELEASE_MOVES[delivery.type][status] : undefined;
  if (!to) return;
  const { rows } = await app.db.query<{ status: ReleaseStatus }>('select status from releases where id = $1', [delivery.releaseId]);
  const current = rows[0]?.status;
  if (current === undefined || current === to) return;
  if (!allowedMoves(current, 'PARTNER').includes(to)) {
    app.log.warn({ deliveryId, releaseId: delivery.releaseId, receipt: status, releaseStatus: current }, 'A delivery receipt left the release as it is');
    return;
  }
  await moveRelease(app, {
    releaseId: delivery.releaseId,
    to,
    actor: 'PARTNER',
    byUserId: null,
    reason: RECEIPT_MESSAGES[status],
  });
}

/**
 * The `delivery-receipt` jobs: record the receipt, then queue the one the partner sends next (a
 * job in the database, so a receipt due in a month survives restarts). `clock` is the time the
 * next one counts from (tests set it).
 */
export function registerReceiptJobs(app: FastifyInstance, clock: () => Date = () => new Date()): void {
  app.jobs.register<ReceiptJob>(RECEIPT_JOB, async (job) => {
    await recordReceipt(app, job);
    const [next, ...rest] = job.then ?? [];
    if (next) await enqueueReceipt(app.jobs, { deliveryId: job.deliveryId, status: next.status, then: rest }, receiptRunAt(next, clock()));
  });
}
