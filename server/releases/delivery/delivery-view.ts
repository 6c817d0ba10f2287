import type { components } from '../../generated/openapi.js';
import type { DeliveryRecord } from './types.js';

export type ReleaseDelivery = components['schemas']['ReleaseDelivery'];

/** `Release.delivery`: a delivery still being handed over shows as SENT. */
export function deliveryView(delivery: DeliveryRecord): ReleaseDelivery {
  return {
    _id: delivery.id,
    type: delivery.type,
    priority: delivery.priority,
    environment: delivery.environment,
    stores: delivery.stores,
    status: delivery.status === 'SENDING' ? 'SENT' : delivery.status,
    partnerRef: delivery.partnerRef,
    sentAt: delivery.createdAt.toISOString(),
    sentBy: delivery.createdBy,
    receipts: delivery.receipts,
  };
}
