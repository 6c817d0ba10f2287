import type { components } from '../../generated/openapi.js';
import type { AdapterHealth } from '../../health/adapter-health.js';
import type { ReleaseRecord } from '../release-types.js';
import type { DeliveryRecord } from './delivery-record.js';

export type { DeliveryReceipt, DeliveryRecord, ReceiptStatus } from './delivery-record.js';

type Schemas = components['schemas'];
export type DeliveryType = Schemas['DeliveryType'];
export type DeliveryRequest = Schemas['DeliveryRequest'];

/** What a partner is given: the delivery and the release as it is now. */
export interface OutgoingDelivery {
  delivery: DeliveryRecord;
  release: ReleaseRecord;
}

/**
 * The delivery partner (DESIGN §4): takes a delivery and answers its reference; its receipts come
 * later, through `recordReceipt` (receipts.ts), from whatever the partner uses to report them.
 */
export interface DeliveryPartner {
  /** Its name in `deliveries.partner` and in the service health (`sandbox`). */
  readonly name: string;
  /**
   * Hands the delivery over. A refusal the admin should read is an HttpError (a 502 naming the
   * partner's reason, say); anything else thrown is logged and answers 500.
   */
  send(outgoing: OutgoingDelivery): Promise<{ partnerRef: string; folder?: string }>;
  /** Whether it can take deliveries now, for the service health (server/health). */
  health?(): Promise<AdapterHealth>;
}
