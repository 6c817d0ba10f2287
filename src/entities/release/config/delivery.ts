import type { DeliveryEnvironment, DeliveryPriority, DeliveryType, ReleaseDeliveryStatus } from '../api/admin-release-api';

/** The options of a delivery to the partner, in words (DeliveryRequest). */
export const DELIVERY_TYPES = ['NEW', 'UPDATE', 'TAKEDOWN'] as const satisfies readonly DeliveryType[];
export const DELIVERY_TYPE_LABELS: Readonly<Record<DeliveryType, string>> = {
  NEW: 'New release',
  UPDATE: 'Metadata update',
  TAKEDOWN: 'Takedown from the stores',
};

export const DELIVERY_PRIORITIES = ['LOW', 'NORMAL', 'HIGH'] as const satisfies readonly DeliveryPriority[];
export const DELIVERY_PRIORITY_LABELS: Readonly<Record<DeliveryPriority, string>> = {
  LOW: 'Low',
  NORMAL: 'Normal',
  HIGH: 'High',
};

export const DELIVERY_ENVIRONMENTS = ['PRODUCTION', 'STAGING'] as const satisfies readonly DeliveryEnvironment[];
export const DELIVERY_ENVIRONMENT_LABELS: Readonly<Record<DeliveryEnvironment, string>> = {
  PRODUCTION: 'Live (production)',
  STAGING: 'Test (staging)',
};

/** The latest delivery's status of a release (AdminReleaseSummary.deliveryStatus). */
export const DELIVERY_STATUS_LABELS: Readonly<Record<ReleaseDeliveryStatus, string>> = {
  SENT: 'Sent',
  DELIVERED: 'Delivered',
  ONLINE: 'Online',
  TAKEN_DOWN: 'Taken down',
  FAILED: 'Failed',
};
