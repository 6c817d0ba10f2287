import { describe, expect, it } from 'vitest';
import type { PresenceUser } from '../model/types';
import { lastSeenTime, sortedOnlineUsers, sortOnlineUsers } from './sort-online-users';

const at = (minute: number) => `2025-08-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('sortOnlineUsers (spec 1 §4)', () => {
  const users = [
    { userId: 'away-recent', status: 'away' as const, lastSeen: at(50) },
    { userId: 'online-old', status: 'online' as const, lastSeen: at(10) },
    { userId: 'me', status: 'away' as const, lastSeen: at(1) },
    { userId: 'online-recent', status: 'online' as const, lastSeen: at(40) },
    { userId: 'away-old', status: 'away' as const, lastSeen: at(5) },
    { userId: 'online-unknown', status: 'online' as const },
  ];

  it('puts the current user first, then online before away, then the most recently seen first', () => {
    expect(sortOnlineUsers(users, 'me').map((user) => user.userId)).toEqual([
      'me',
      'online-recent',
      'online-old',
      'online-unknown',
      'away-recent',
      'away-old',
    ]);
  });

  it('works without a current user and does not change its input', () => {
    const copy = [...users];
    expect(sortOnlineUsers(users, null)[0]?.userId).toBe('online-recent');
    expect(users).toEqual(copy);
  });
});

describe('sortedOnlineUsers', () => {
  const byId = (list: Pick<PresenceUser, 'userId' | 'status' | 'lastSeen'>[]): ReadonlyMap<string, PresenceUser> =>
    new Map(
      list.map((user) => [
        user.userId,
        {
          name: user.userId,
          email: `${user.userId}@demo.test`,
          roles: [],
          currentPath: '/dashboard',
          currentPage: 'Dashboard',
          device: { type: 'desktop', browser: 'Chrome', userAgent: 'UA' },
          version: '2025.08.8',
          ...user,
        },
      ]),
    );

  it('sorts the feed list like sortOnlineUsers, once per list and current user', () => {
    const list = byId([
      { userId: 'old', status: 'online', lastSeen: at(1) },
      { userId: 'away', status: 'away', lastSeen: at(30) },
      { userId: 'new', status: 'online', lastSeen: at(20) },
    ]);
    const first = sortedOnlineUsers(list, null);
    expect(first.map((user) => user.userId)).toEqual(['new', 'old', 'away']);
    expect(sortedOnlineUsers(list, null)).toBe(first);
    const mine = sortedOnlineUsers(list, 'away');
    expect(mine.map((user) => user.userId)).toEqual(['away', 'new', 'old']);
    expect(mine).not.toBe(first);
  });

  it('sorts a new list again (a user updated is a new object with its new last-seen time)', () => {
    const before = { userId: 'a', status: 'online' as const, lastSeen: at(1) };
    const other = { userId: 'b', status: 'online' as const, lastSeen: at(5) };
    expect(sortedOnlineUsers(byId([before, other]), null).map((user) => user.userId)).toEqual(['b', 'a']);
    const after = { ...before, lastSeen: at(9) };
    expect(sortedOnlineUsers(byId([after, other]), null).map((user) => user.userId)).toEqual(['a', 'b']);
  });
});

describe('lastSeenTime', () => {
  it('reads the time in ms, 0 when unknown or unparseable', () => {
    expect(lastSeenTime({ lastSeen: at(1) })).toBe(Date.parse(at(1)));
    expect(lastSeenTime({})).toBe(0);
    expect(lastSeenTime({ lastSeen: 'yesterday' })).toBe(0);
  });
});

describe('sortOnlineUsers keys', () => {
  it('orders times far apart, before 1970 and equal ones (in their order) exactly', () => {
    const users = [
      { userId: 'tie-1', status: 'online' as const, lastSeen: '2025-08-01T10:00:00.001Z' },
      { userId: 'old', status: 'online' as const, lastSeen: '1969-07-20T20:17:00.000Z' },
      { userId: 'ms-later', status: 'online' as const, lastSeen: '2025-08-01T10:00:00.002Z' },
      { userId: 'tie-2', status: 'online' as const, lastSeen: '2025-08-01T10:00:00.001Z' },
      { userId: 'unknown', status: 'online' as const },
      { userId: 'far', status: 'away' as const, lastSeen: '2200-01-01T00:00:00.000Z' },
    ];
    expect(sortOnlineUsers(users, null).map((user) => user.userId)).toEqual([
      'ms-later',
      'tie-1',
      'tie-2',
      'unknown',
      'old',
      'far',
    ]);
  });
});
