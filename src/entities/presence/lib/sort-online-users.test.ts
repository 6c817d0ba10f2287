import { describe, expect, it } from 'vitest';
import { sortOnlineUsers } from './sort-online-users';

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
