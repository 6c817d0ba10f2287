import { memoizeByList } from '@/shared/lib/memoize-by-list';
import type { PresenceUser, PresenceUsersById } from '../model/types';

type Sortable = Pick<PresenceUser, 'userId' | 'status' | 'lastSeen'>;

/**
 * Last-seen times in ms (0 when unknown), parsed once per user object: users are never changed
 * in place (an update makes a new object), so a user's entry holds until the user is updated.
 */
const seenAtCache = new WeakMap<object, number>();

/** When the user was last seen, in ms since the epoch (0 when unknown). */
export function lastSeenTime(user: Pick<PresenceUser, 'lastSeen'>): number {
  let at = seenAtCache.get(user);
  if (at === undefined) {
    const parsed = user.lastSeen ? Date.parse(user.lastSeen) : Number.NaN;
    at = Number.isNaN(parsed) ? 0 : parsed;
    seenAtCache.set(user, at);
  }
  return at;
}

/** Last-seen times are sorted within ±2^43 ms of 1970 (about ±280 years), exactly. */
const TIME_SPAN = 2 ** 43;
/** One group apart in a sort key: more than any two times are apart. */
const GROUP_STEP = 2 * TIME_SPAN;

/**
 * Spec 1 §4: the current user first, then online before away, then most recently seen first.
 * Returns a new array; ties keep their order.
 *
 * Each user gets one number as its sort key (group, then the last-seen time, newest first; exact
 * in a double), worked out once per user rather than in every comparison, and the positions are
 * sorted by it: no object per user, so sorting thousands of users per batch of feed events makes
 * little garbage.
 */
export function sortOnlineUsers<User extends Sortable>(
  users: Iterable<User>,
  currentUserId: string | null | undefined,
): User[] {
  const list = Array.isArray(users) ? (users as User[]) : [...users];
  const count = list.length;
  const keys = new Float64Array(count);
  const order: number[] = new Array<number>(count);
  for (let index = 0; index < count; index += 1) {
    const user = list[index]!;
    const group = user.userId === currentUserId ? 0 : user.status === 'away' ? 2 : 1;
    const seen = Math.min(Math.max(lastSeenTime(user), 1 - TIME_SPAN), TIME_SPAN - 1);
    keys[index] = group * GROUP_STEP + (TIME_SPAN - seen);
    order[index] = index;
  }
  // Array sort is stable: equal keys keep their order.
  order.sort((a, b) => keys[a]! - keys[b]!);
  const sorted = new Array<User>(count);
  for (let index = 0; index < count; index += 1) sorted[index] = list[order[index]!]!;
  return sorted;
}

/**
 * `sortOnlineUsers` of the feed's list, worked out once per list (a batch of feed events) and
 * current user, however many views show it. Do not change the array returned.
 */
export const sortedOnlineUsers = memoizeByList(
  (usersById: PresenceUsersById, currentUserId: string | null): readonly PresenceUser[] => sortOnlineUsers(usersById.values(), currentUserId),
);
