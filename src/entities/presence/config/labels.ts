import type { PresenceDevice, PresenceStatus } from '../model/types';

/** What people read for each presence status. */
export const PRESENCE_STATUS_LABELS: Readonly<Record<PresenceStatus, string>> = {
  online: 'Online',
  away: 'Away',
};

/** What people read for each device type. */
export const DEVICE_TYPE_LABELS: Readonly<Record<PresenceDevice['type'], string>> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};
