import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $presenceFeedLoading, $presenceUsers, sortOnlineUsers, type PresenceUser } from '@/entities/presence';
import { $user } from '@/entities/session';

export interface OnlineUsersView {
  /** Current user first, then online before away, then most recently seen first. */
  users: PresenceUser[];
  /** True until the feed's first data. */
  loading: boolean;
  currentUserId: string | null;
}

/** The live presence list for admins' views (the feed is opened by the presence-tracking feature). */
export function useOnlineUsers(): OnlineUsersView {
  const [list, loading, user] = useUnit([$presenceUsers, $presenceFeedLoading, $user]);
  const currentUserId = user?._id ?? null;
  const users = useMemo(() => sortOnlineUsers(list, currentUserId), [list, currentUserId]);
  return { users, loading, currentUserId };
}
