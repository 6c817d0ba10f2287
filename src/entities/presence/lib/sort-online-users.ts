import type { PresenceUser } from '../model/types';

const seenAt = (user: Pick<PresenceUser, 'lastSeen'>): number => {
  const at = user.lastSeen ? Date.parse(user.lastSeen) : Number.NaN;
  return Number.isNaN(at) ? 0 : at;
};

/**
 * Spec 1 §4: the current user first, then online before away, then most recently seen first.
 * Returns a new array; ties keep their order.
 */
export function sortOnlineUsers<User extends Pick<PresenceUser, 'userId' | 'status' | 'lastSeen'>>(
  users: readonly User[],
  currentUserId: string | null | undefined,
): User[] {
  return [...users].sort((a, b) => {
    const aIsMe = a.userId === currentUserId;
    const bIsMe = b.userId === currentUserId;
    if (aIsMe !== bIsMe) return aIsMe ? -1 : 1;
    const aAway = a.status === 'away';
    const bAway = b.status === 'away';
    if (aAway !== bAway) return aAway ? 1 : -1;
    return seenAt(b) - seenAt(a);
  });
}
