import { describe, expect, it } from 'vitest';
import type { PresenceUser } from '@/entities/presence';
import {
  ALL_USERS,
  countPresenceUsers,
  filterPresenceUsers,
  nextSort,
  pageOptions,
  sortByColumn,
  sortPresenceUsers,
} from './presence-table';

const user = (id: string, overrides: Partial<PresenceUser> = {}): PresenceUser => ({
  userId: id,
  email: `${id}@demo.test`,
  name: id,
  roles: [],
  status: 'online',
  lastSeen: '2025-08-01T10:00:00.000Z',
  currentPath: '/dashboard',
  currentPage: 'Dashboard',
  device: { type: 'desktop', browser: 'Chrome', userAgent: 'UA' },
  version: '2025.08.8',
  ...overrides,
});

const admin = user('Zoe', {
  email: 'zoe@label.test',
  roles: ['ADMIN'],
  currentPage: 'Admin Dashboard',
  lastSeen: '2025-08-01T10:05:00.000Z',
  network: { effectiveType: '4g' },
});
const investor = user('Ivan', {
  roles: ['INVESTOR'],
  status: 'away',
  device: { type: 'mobile', browser: 'Safari', userAgent: 'UA' },
  lastSeen: '2025-08-01T10:09:00.000Z',
  network: { effectiveType: '2g' },
});
const artist = user('amy', {
  device: { type: 'tablet', browser: 'Chrome', userAgent: 'UA' },
  currentPage: '',
  currentPath: '/dashboard/works',
  lastSeen: '2025-08-01T10:01:00.000Z',
});
const users = [admin, investor, artist];
const names = (list: PresenceUser[]) => list.map((entry) => entry.name);

describe('filterPresenceUsers', () => {
  it('keeps everyone without filters', () => {
    expect(filterPresenceUsers(users, ALL_USERS)).toEqual(users);
  });

  it('searches names and emails, ignoring case and spaces around', () => {
    expect(names(filterPresenceUsers(users, { ...ALL_USERS, search: '  LABEL ' }))).toEqual(['Zoe']);
    expect(names(filterPresenceUsers(users, { ...ALL_USERS, search: 'am' }))).toEqual(['amy']);
  });

  it('filters by role, status, device and page', () => {
    expect(names(filterPresenceUsers(users, { ...ALL_USERS, role: 'Investor' }))).toEqual(['Ivan']);
    expect(names(filterPresenceUsers(users, { ...ALL_USERS, role: 'User' }))).toEqual(['amy']);
    expect(names(filterPresenceUsers(users, { ...ALL_USERS, status: 'away' }))).toEqual(['Ivan']);
    expect(names(filterPresenceUsers(users, { ...ALL_USERS, device: 'tablet' }))).toEqual(['amy']);
    expect(names(filterPresenceUsers(users, { ...ALL_USERS, page: 'Works' }))).toEqual(['amy']);
    expect(filterPresenceUsers(users, { ...ALL_USERS, role: 'Admin', status: 'away' })).toEqual([]);
  });
});

describe('sortPresenceUsers', () => {
  it('keeps the list order without a column: current user first, online before away, recent first', () => {
    expect(names(sortPresenceUsers(users, null, 'amy'))).toEqual(['amy', 'Zoe', 'Ivan']);
    expect(names(sortPresenceUsers(users, null, null))).toEqual(['Zoe', 'amy', 'Ivan']);
  });

  it('sorts by a column either way', () => {
    expect(names(sortPresenceUsers(users, { key: 'name', direction: 'asc' }, null))).toEqual(['amy', 'Ivan', 'Zoe']);
    expect(names(sortPresenceUsers(users, { key: 'name', direction: 'desc' }, null))).toEqual(['Zoe', 'Ivan', 'amy']);
    expect(names(sortPresenceUsers(users, { key: 'role', direction: 'asc' }, null))).toEqual(['Zoe', 'Ivan', 'amy']);
    expect(names(sortPresenceUsers(users, { key: 'device', direction: 'asc' }, null))).toEqual(['Zoe', 'amy', 'Ivan']);
    expect(names(sortPresenceUsers(users, { key: 'lastSeen', direction: 'desc' }, null))).toEqual([
      'Ivan',
      'Zoe',
      'amy',
    ]);
    expect(names(sortPresenceUsers(users, { key: 'signal', direction: 'desc' }, null))).toEqual(['Zoe', 'Ivan', 'amy']);
    expect(names(sortPresenceUsers(users, { key: 'page', direction: 'asc' }, null))).toEqual(['Zoe', 'Ivan', 'amy']);
    expect(names(sortPresenceUsers(users, { key: 'status', direction: 'desc' }, null))).toEqual(['Ivan', 'Zoe', 'amy']);
  });
});

describe('sortByColumn', () => {
  it('keeps the given (list) order without a column, in a copy', () => {
    const list = [artist, investor, admin];
    const sorted = sortByColumn(list, null);
    expect(sorted).toEqual(list);
    expect(sorted).not.toBe(list);
  });

  it('sorts by a column either way, ties in the given order', () => {
    const list = [investor, artist, admin];
    expect(names(sortByColumn(list, { key: 'status', direction: 'asc' }))).toEqual(['amy', 'Zoe', 'Ivan']);
    expect(names(sortByColumn(list, { key: 'status', direction: 'desc' }))).toEqual(['Ivan', 'amy', 'Zoe']);
    expect(names(sortByColumn(list, { key: 'lastSeen', direction: 'asc' }))).toEqual(['amy', 'Zoe', 'Ivan']);
    expect(names(sortByColumn(list, { key: 'name', direction: 'asc' }))).toEqual(['amy', 'Ivan', 'Zoe']);
  });

  it('compares names as words with numbers, ignoring case', () => {
    const numbered = ['User 10', 'user 9', 'User 1'].map((name) => user(name));
    expect(names(sortByColumn(numbered, { key: 'name', direction: 'asc' }))).toEqual(['User 1', 'user 9', 'User 10']);
  });
});

describe('nextSort', () => {
  it('goes ascending, descending, then back to the list order (last seen starts newest first)', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ key: 'name', direction: 'desc' }, 'role')).toEqual({ key: 'role', direction: 'asc' });
    expect(nextSort(null, 'lastSeen')).toEqual({ key: 'lastSeen', direction: 'desc' });
    expect(nextSort({ key: 'lastSeen', direction: 'desc' }, 'lastSeen')).toEqual({ key: 'lastSeen', direction: 'asc' });
  });
});

describe('countPresenceUsers and pageOptions', () => {
  it('counts online, away and each device', () => {
    expect(countPresenceUsers(users)).toEqual({ total: 3, online: 2, away: 1, desktop: 1, mobile: 1, tablet: 1 });
    expect(countPresenceUsers([])).toEqual({ total: 0, online: 0, away: 0, desktop: 0, mobile: 0, tablet: 0 });
  });

  it('lists the distinct pages, a label made from the path where the page has none', () => {
    expect(pageOptions([...users, user('x')])).toEqual(['Admin Dashboard', 'Dashboard', 'Works']);
  });
});
