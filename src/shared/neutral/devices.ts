import type { components } from '../api/generated/openapi';

/** A device type as the contract names it (presence and behavioural analytics). */
export type DeviceType = components['schemas']['RealtimeAnalytics']['byDevice'][number]['type'];

export const DEVICE_TYPES: readonly DeviceType[] = ['desktop', 'mobile', 'tablet', 'unknown'];

/** What people read for each device type. */
export const DEVICE_LABELS: Readonly<Record<DeviceType, string>> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  unknown: 'Unknown device',
};

/** "Desktop", "Mobile", "Tablet", or "Unknown device" when the type is missing or not known. */
export const deviceLabel = (type: string | null | undefined): string =>
  type && Object.hasOwn(DEVICE_LABELS, type) ? DEVICE_LABELS[type as DeviceType] : DEVICE_LABELS.unknown;
