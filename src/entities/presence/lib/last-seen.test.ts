import { describe, expect, it } from 'vitest';
import { formatLastSeen } from './last-seen';
import { presenceRoleLabel } from './role-label';
import { presencePageLabel } from './presence-page';

const NOW = Date.parse('2025-08-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatLastSeen', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [-5_000, 'just now'],
    [60_000, '1 minute ago'],
    [2 * 60_000 + 30_000, '2 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [5 * 3_600_000, '5 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [3 * 24 * 3_600_000, '3 days ago'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(formatLastSeen(ago(elapsed), NOW)).toBe(text);
  });

  it('reads "unknown" without a valid time', () => {
    expect(formatLastSeen(undefined, NOW)).toBe('unknown');
    expect(formatLastSeen('yesterday-ish', NOW)).toBe('unknown');
  });
});

describe('presenceRoleLabel', () => {
  it('is Admin if present, else Investor, else User', () => {
    expect(presenceRoleLabel(['INVESTOR', 'ADMIN'])).toBe('Admin');
    expect(presenceRoleLabel(['INVESTOR'])).toBe('Investor');
    expect(presenceRoleLabel([])).toBe('User');
    expect(presenceRoleLabel(undefined)).toBe('User');
  });
});

describe('presencePageLabel', () => {
  it('appends " • Away" when away', () => {
    expect(presencePageLabel({ currentPage: 'Artists', currentPath: '/admin/artists', status: 'online' })).toBe(
      'Artists',
    );
    expect(presencePageLabel({ currentPage: 'Artists', currentPath: '/admin/artists', status: 'away' })).toBe(
      'Artists • Away',
    );
  });

  it('makes a label from the path when the page has none', () => {
    expect(presencePageLabel({ currentPage: '', currentPath: '/admin', status: 'online' })).toBe('Admin Dashboard');
  });
});
