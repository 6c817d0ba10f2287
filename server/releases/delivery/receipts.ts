import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../jobs/queue.js';
import { moveRelease } from '../moves.js';
import type { ReleaseStatus } from '../release-types.js';
import { allowedMoves } from '../state.js';
import { addReceipt, loadDelivery } from './delivery-store.js';
import type { DeliveryRecord, ReceiptStatus } from './types.js';

export const RECEIPT_JOB = 'delivery-receipt';

/** A receipt to report, and those the partner reports after it (each after `afterMs` more). */
export interface ReceiptJob {
  deliveryId: string;
  status: ReceiptStatus;
  then?: Array<{ status: ReceiptStatus; afterMs: number }>;
}

export const RECEIPT_MESSAGES: Readonly<Record<ReceiptStatus, string>> = {
  DELIVERED: 'The delivery partner received the release and passed it to the stores.',
  ONLINE: 'The stores have the release online.',
  TAKEN_DOWN: 'The stores took the release down.',
};

/** The release move a production receipt makes, by delivery type (an UPDATE moves nothing). */
const RELEASE_MOVES: Readonly<Record<DeliveryRecord['type'], Partial<Record<ReceiptStatus, ReleaseStatus>>>> = {
  NEW: { DELIVERED: 'DELIVERED', ONLINE: 'ONLINE' },
  UPDATE: {},
  TAKEDOWN: { TAKEN_DOWN: 'TAKEN_DOWN' },
};

export function enqueueReceipt(jobs: JobQueue, job: ReceiptJob, delayMs: number): Promise<number | null> {
  return jobs.enqueue(RECEIPT_JOB, job, { delayMs, uniqueKey: `${RECEIPT_JOB}:${job.deliveryId}:${job.status}` });
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
    reason: `${RECEIPT_MESSAGES[status]} (${delivery.partnerRef ?? delivery.partner})`,
  });
}

/** The `delivery-receipt` jobs: record the receipt, then queue the one the partner sends next. */
export function registerReceiptJobs(app: FastifyInstance): void {
  app.jobs.register<ReceiptJob>(RECEIPT_JOB, async (job) => {
    await recordReceipt(app, job);
    const [next, ...rest] = job.then ?? [];
    if (next) await enqueueReceipt(app.jobs, { deliveryId: job.deliveryId, status: next.status, then: rest }, next.afterMs);
  });
}
