import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../auth/authorize.js';
import { HttpError } from '../../http/errors.js';
import { loadRelease, lockRelease } from '../repository/index.js';
import { insertDelivery, markFailed, markSent } from './delivery-store.js';
import { assertDeliverable, deliveryRefusals } from './readiness.js';
import { chosenStores } from './stores.js';
import type { DeliveryRecord, DeliveryRequest } from './types.js';

export const SEND_MESSAGES = {
  notFound: 'Release not found.',
} as const;

/**
 * POST /releases/{id}/send-to-nuemeta: checks the release (409 with coded reasons, nothing
 * recorded), records the delivery, hands it to the partner and records its reference. The release
 * keeps its status: the partner's receipts move it (receipts.ts). A partner that refuses leaves
 * the delivery FAILED with its reason.
 */
export async function sendToDeliveryPartner(app: FastifyInstance, caller: Caller, releaseId: string, request: DeliveryRequest): Promise<DeliveryRecord> {
  const stores = await chosenStores(app.db, request.stores);
  const { delivery, release } = await app.db.transaction(async (tx) => {
    // Holds the release still while it is checked and its delivery recorded.
    const release = (await lockRelease(tx, releaseId)) ? await loadRelease(tx, releaseId) : null;
    if (!release) throw new HttpError(404, SEND_MESSAGES.notFound);
    const type = request.deliveryType ?? 'NEW';
    assertDeliverable(deliveryRefusals(release, type));
    const delivery = await insertDelivery(tx, {
      releaseId,
      deliveryType: type,
      priority: request.priority ?? 'NORMAL',
      environment: request.environment ?? 'PRODUCTION',
      stores,
      partner: app.deliveryPartner.name,
      createdBy: caller.userId,
    });
    return { delivery, release };
  });
  try {
    const { partnerRef, folder } = await app.deliveryPartner.send({ delivery, release });
    await markSent(app.db, delivery.id, { partnerRef, folder: folder ?? null });
    return { ...delivery, status: 'SENT', partnerRef, folder: folder ?? null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await markFailed(app.db, delivery.id, reason);
    if (!(error instanceof HttpError)) app.log.error({ err: error, deliveryId: delivery.id, releaseId }, 'The delivery partner did not take a delivery');
    throw error;
  }
}
