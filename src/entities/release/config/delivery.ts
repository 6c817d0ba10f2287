import { valueLooks } from '@/shared/lib/labels';
import type { BadgePalette } from '@/shared/ui';
import type { DeliveryEnvironment, DeliveryPriority, DeliveryRefusal, DeliveryType } from '../api/admin-review-api';
import type { ReleaseDeliveryStatus } from '../api/admin-release-api';
import type { ReleaseStatus } from '../api/release-api';

/** The options of a delivery to the partner, in words (DeliveryRequest). */
export const DELIVERY_TYPES = ['NEW', 'UPDATE', 'TAKEDOWN'] as const satisfies readonly DeliveryType[];
export const DELIVERY_TYPE_LABELS: Readonly<Record<DeliveryType, string>> = {
  NEW: 'New release',
  UPDATE: 'Metadata update',
  TAKEDOWN: 'Takedown',
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
export const { labels: DELIVERY_STATUS_LABELS, tones: DELIVERY_STATUS_PALETTE } = valueLooks<ReleaseDeliveryStatus, BadgePalette>({
  SENT: ['Sent', 'info'],
  DELIVERED: ['Delivered', 'success'],
  ONLINE: ['Online', 'success'],
  TAKEN_DOWN: ['Taken down', 'danger'],
  FAILED: ['Failed', 'danger'],
});

/** The coded reasons of a refused delivery, as short headings (the reason's message says the rest). */
export const DELIVERY_REFUSAL_LABELS: Readonly<Record<DeliveryRefusal['code'], string>> = {
  NOT_APPROVED: 'Not approved',
  NOT_DELIVERED: 'Not delivered yet',
  MISSING_UPC: 'No UPC',
  MISSING_ISRC: 'ISRC missing',
  MISSING_AUDIO: 'Audio missing',
  MISSING_COVER: 'No cover art',
  MISSING_TRACKS: 'No tracks',
  MISSING_FIELD: 'Field missing',
  BROKEN_RULE: 'Breaks a store rule',
};

/** Which deliveries a status allows: a first delivery needs an approved release, the others a delivered one. */
export function deliveryTypesFor(status: ReleaseStatus): DeliveryType[] {
  if (status === 'APPROVED') return ['NEW'];
  if (status === 'DELIVERED' || status === 'ONLINE') return ['UPDATE', 'TAKEDOWN'];
  return [];
}

/**
 * Whether a release waits for the delivery partner's receipts: its latest live delivery was sent
 * (or, for a new release, delivered and its release day has come, so ONLINE is due). A release
 * dated ahead waits for nothing until that day. Staging deliveries never move a release.
 */
export function awaitsDeliveryReceipts(
  release: { releaseDate?: string; delivery?: { type: DeliveryType; environment: DeliveryEnvironment; status: ReleaseDeliveryStatus } | null },
  today: Date = new Date(),
): boolean {
  const delivery = release.delivery;
  if (!delivery || delivery.environment !== 'PRODUCTION') return false;
  if (delivery.status === 'SENT') return true;
  const dayHasCome = !release.releaseDate || release.releaseDate.slice(0, 10) <= today.toISOString().slice(0, 10);
  return delivery.type === 'NEW' && delivery.status === 'DELIVERED' && dayHasCome;
}

/**
 * Whether the stores have had the release, so its ISRCs stay with it (the server refuses to remove
 * one): it is Delivered or Online, or its latest live delivery did not fail.
 */
export function storesHaveHadRelease(release: {
  status: ReleaseStatus;
  delivery?: { environment: DeliveryEnvironment; status: ReleaseDeliveryStatus } | null;
}): boolean {
  if (release.status === 'DELIVERED' || release.status === 'ONLINE') return true;
  return release.delivery?.environment === 'PRODUCTION' && release.delivery.status !== 'FAILED';
}
