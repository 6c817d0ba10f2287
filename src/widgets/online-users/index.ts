export { OnlineUsersButton } from './ui/online-users-button';
export { OnlineUserDetails } from './ui/online-user-details';
export type { OnlineUserDetailsProps } from './ui/online-user-details';
export { useOnlineUsers } from './model/use-online-users';
export type { OnlineUsersOptions, OnlineUsersView } from './model/use-online-users';
export { useNow } from './lib/use-now';
export { useExpandableUserRows } from './lib/use-expandable-user-rows';
export type { ExpandableUserRowsOptions } from './lib/use-expandable-user-rows';
export { browserText, deviceAndOsText } from './lib/texts';
