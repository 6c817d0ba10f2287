import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo } from 'react';
import {
  $presenceFeedLoading,
  $presenceUserCount,
  $presenceUsersById,
  sortedOnlineUsers,
  type PresenceUser,
  type PresenceUsersById,
} from '@/entities/presence';
import { $user } from '@/entities/session';
import { useThrottledStore } from '../lib/use-throttled-store';

export interface OnlineUsersView {
  /** Current user first, then online before away, then most recently seen first. Do not change it. */
  users: readonly PresenceUser[];
  /** True until the feed's first data. */
  loading: boolean;
  currentUserId: string | null;
  /** `deferFirstRender`: the list is not worked out yet (the view's first render); `users` is empty. */
  pending: boolean;
}

export interface OnlineUsersOptions {
  /**
   * Show the list's changes at most once per this many ms (a large table), instead of with
   * every batch of feed events (default 0).
   */
  refreshMs?: number;
  /**
   * Render the view first without the list (`pending`), and the list right after in a deferred
   * render: the view (a page, the popover) appears at once and the list follows, instead of
   * everything in one long task.
   */
  deferFirstRender?: boolean;
}

/** The list before its first deferred render (`deferFirstRender`). */
const NOT_YET = { usersById: new Map() as PresenceUsersById, loading: true };
const NOBODY: readonly PresenceUser[] = [];

/**
 * The live presence list, sorted, for the views that show it (the feed is opened by the
 * presence-tracking feature). The sorting is done once per batch of feed events, however many
 * views show the list; views that only need the count use `useOnlineUserCount`.
 *
 * A new list is sorted and rendered in a deferred render, which React splits into short tasks
 * (and gives up for a newer list), not in the task that brought the feed's events.
 */
export function useOnlineUsers({ refreshMs = 0, deferFirstRender = false }: OnlineUsersOptions = {}): OnlineUsersView {
  const [latestLoading, user] = useUnit([$presenceFeedLoading, $user]);
  const latestUsers = useThrottledStore($presenceUsersById, refreshMs);
  // Deferred together, so the end of loading and the first list show at once.
  const latest = useMemo(() => ({ usersById: latestUsers, loading: latestLoading }), [latestUsers, latestLoading]);
  const shown = useDeferredValue(latest, deferFirstRender ? NOT_YET : latest);
  const currentUserId = user?._id ?? null;
  if (shown === NOT_YET) return { users: NOBODY, loading: latestLoading, currentUserId, pending: true };
  return { users: sortedOnlineUsers(shown.usersById, currentUserId), loading: shown.loading, currentUserId, pending: false };
}

/** How many users are online or away, and whether the feed is still loading: no list, no sorting. */
export function useOnlineUserCount(): { count: number; loading: boolean } {
  const [count, loading] = useUnit([$presenceUserCount, $presenceFeedLoading]);
  return { count, loading };
}
