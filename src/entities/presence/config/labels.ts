import { DEVICE_LABELS } from '@/shared/neutral';
import type { PresenceDevice, PresenceStatus } from '../model/types';

/** What people read for each presence status. */
export const PRESENCE_STATUS_LABELS: Readonly<Record<PresenceStatus, string>> = {
  online: 'Online',
  away: 'Away',
};

/** What people read for each device type a presence user reports (the app's device words). */
export const DEVICE_TYPE_LABELS: Readonly<Record<PresenceDevice['type'], string>> = {
  desktop: DEVICE_LABELS.desktop,
  mobile: DEVICE_LABELS.mobile,
  tablet: DEVICE_LABELS.tablet,
};
