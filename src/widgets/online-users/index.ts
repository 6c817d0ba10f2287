export { OnlineUsersButton } from './ui/online-users-button';
export { OnlineUsersPanel } from './ui/online-users-panel';
export type { OnlineUsersPanelProps } from './ui/online-users-panel';
export { OnlineUserDetails } from './ui/online-user-details';
export type { OnlineUserDetailsProps } from './ui/online-user-details';
export { useOnlineUserCount, useOnlineUsers } from './model/use-online-users';
export type { OnlineUsersOptions, OnlineUsersView } from './model/use-online-users';
export { useNow } from './lib/use-now';
export { useExpandableUserRows } from './lib/use-expandable-user-rows';
export type { ExpandableUserRowsOptions } from './lib/use-expandable-user-rows';
export {
  browserText,
  connectionText,
  deviceAndOsText,
  onlineBadgeText,
  onlineUsersHeading,
  onlineUsersTooltip,
} from './lib/texts';
export { ONLINE_BADGE_CAP, ONLINE_USERS_POPOVER } from './config/layout';
