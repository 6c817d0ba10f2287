export type {
  PresenceArtist,
  PresenceDevice,
  PresenceHeartbeatRequest,
  PresenceHeartbeatResponse,
  PresenceLeaveRequest,
  PresenceLocationUpdate,
  PresenceNetwork,
  PresenceStatus,
  PresenceStatusUpdate,
  PresenceStreamMessage,
  PresenceUser,
  PresenceUsersById,
} from './model/types';
export {
  $presenceFeedLoading,
  $presenceUserCount,
  $presenceUsersById,
  closePresenceFeedFx,
  logPresenceFeedWarningFx,
  openPresenceFeedFx,
  presenceEventReceived,
  presenceEventsBatched,
  presenceFeedStarted,
  presenceFeedStopped,
} from './model/feed';
export {
  PRESENCE_FEED_EVENTS,
  isPresenceFeedEvent,
  presenceUsersById,
  reducePresenceEvents,
} from './model/feed-reducer';
export type { FeedBatchReduction, PresenceFeedEvent } from './model/feed-reducer';
export {
  requestPresenceHeartbeat,
  requestPresenceJoin,
  requestPresenceLeave,
  requestPresenceUpdate,
} from './api/presence-api';
export type { LeaveOptions } from './api/presence-api';
export { openPresenceStream, resolvePresenceBaseUrl } from './api/presence-stream';
export type { PresenceStreamEnd, PresenceStreamOptions } from './api/presence-stream';
export {
  PRESENCE_APP_VERSION,
  PRESENCE_FEED_BATCH_MS,
  PRESENCE_STREAM_PATH,
} from './config/constants';
export { DEVICE_TYPE_LABELS, PRESENCE_STATUS_LABELS } from './config/labels';
export { presencePageLabel } from './lib/presence-page';
export { presenceRoleLabel } from './lib/role-label';
export type { PresenceRoleLabel } from './lib/role-label';
export { lastSeenTime, sortedOnlineUsers, sortOnlineUsers } from './lib/sort-online-users';
export { formatLastSeen } from './lib/last-seen';
export { DeviceIcon, deviceTypeLabel } from './ui/device-icon';
export type { DeviceIconProps } from './ui/device-icon';
export { SignalStrengthIcon } from './ui/signal-strength-icon';
export type { SignalStrengthIconProps } from './ui/signal-strength-icon';
export { PresenceNameLine, PresenceRoleBadge } from './ui/presence-name-line';
export type { PresenceNameLineProps } from './ui/presence-name-line';
