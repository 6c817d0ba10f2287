import type { components } from '../../generated/openapi.js';

type Schemas = components['schemas'];

/** Where a delivery stands: SENDING until the partner took it, then what its receipts say. */
export type DeliveryStatus = 'SENDING' | 'SENT' | 'FAILED' | 'DELIVERED' | 'ONLINE' | 'TAKEN_DOWN';
/** What a partner's receipt can report. */
export type ReceiptStatus = 'DELIVERED' | 'ONLINE' | 'TAKEN_DOWN';

export interface DeliveryReceipt {
  status: ReceiptStatus;
  at: string;
  message: string;
}

/** A delivery as stored (table `deliveries`). */
export interface DeliveryRecord {
  id: string;
  releaseId: string;
  type: Schemas['DeliveryType'];
  priority: Schemas['DeliveryPriority'];
  environment: Schemas['DeliveryEnvironment'];
  stores: string[];
  status: DeliveryStatus;
  partner: string;
  partnerRef: string | null;
  folder: string | null;
  error: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  receipts: DeliveryReceipt[];
}
