import {
  lastSeenTime,
  presenceRoleLabel,
  sortOnlineUsers,
  type PresenceDevice,
  type PresenceRoleLabel,
  type PresenceStatus,
  type PresenceUser,
} from '@/entities/presence';
import { pageLabelFromPath } from '@/shared/neutral';
import { signalStrength } from '@/shared/lib/network';

export type DeviceType = PresenceDevice['type'];

export interface PresenceFilters {
  /** Matches name or email, case-insensitively. */
  search: string;
  role: PresenceRoleLabel | 'all';
  status: PresenceStatus | 'all';
  device: DeviceType | 'all';
  /** A page label, or all pages. */
  page: string;
}

export const ALL_USERS: PresenceFilters = { search: '', role: 'all', status: 'all', device: 'all', page: 'all' };

export type SortKey = 'name' | 'role' | 'status' | 'page' | 'device' | 'signal' | 'lastSeen';
export type SortDirection = 'asc' | 'desc';
/** `null`: the list order (current user first, then online before away, most recent first). */
export type PresenceSort = { key: SortKey; direction: SortDirection } | null;

/** The page label of a user, without the away suffix. */
export function pageOf(user: Pick<PresenceUser, 'currentPage' | 'currentPath'>): string {
  return user.currentPage?.trim() || pageLabelFromPath(user.currentPath);
}

export function filterPresenceUsers(users: readonly PresenceUser[], filters: PresenceFilters): PresenceUser[] {
  const needle = filters.search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (needle === '' || user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle)) &&
      (filters.role === 'all' || presenceRoleLabel(user.roles) === filters.role) &&
      (filters.status === 'all' || user.status === filters.status) &&
      (filters.device === 'all' || user.device?.type === filters.device) &&
      (filters.page === 'all' || pageOf(user) === filters.page),
  );
}

const ROLE_ORDER: Readonly<Record<PresenceRoleLabel, number>> = { Admin: 0, Investor: 1, User: 2 };
const DEVICE_ORDER: Readonly<Record<DeviceType, number>> = { desktop: 0, tablet: 1, mobile: 2 };
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** What a column sorts by: text (compared as words, ignoring case) or a number. */
const SORT_VALUE: Readonly<Record<SortKey, (user: PresenceUser) => string | number>> = {
  name: (user) => user.name,
  role: (user) => ROLE_ORDER[presenceRoleLabel(user.roles)],
  status: (user) => Number(user.status === 'away'),
  page: (user) => pageOf(user),
  device: (user) => DEVICE_ORDER[user.device?.type ?? 'desktop'],
  signal: (user) => signalStrength(user.network),
  lastSeen: (user) => lastSeenTime(user),
};

const compareValues = (a: string | number, b: string | number): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

/**
 * Sorts users already in list order by a column (ties keep the list order); a copy in list
 * order when `sort` is null. Each user's value is worked out once, not in every comparison.
 */
export function sortByColumn(users: readonly PresenceUser[], sort: PresenceSort): PresenceUser[] {
  if (!sort) return [...users];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const valueOf = SORT_VALUE[sort.key];
  const keyed = users.map((user) => ({ user, value: valueOf(user) }));
  keyed.sort((a, b) => sign * compareValues(a.value, b.value));
  return keyed.map((entry) => entry.user);
}

/** Sorts by a column (ties in list order), or in list order when `sort` is null. */
export function sortPresenceUsers(
  users: readonly PresenceUser[],
  sort: PresenceSort,
  currentUserId: string | null,
): PresenceUser[] {
  return sortByColumn(sortOnlineUsers(users, currentUserId), sort);
}

/** Clicking a column: ascending, then descending, then back to the list order. */
export function nextSort(current: PresenceSort, key: SortKey): PresenceSort {
  if (!current || current.key !== key) return { key, direction: key === 'lastSeen' ? 'desc' : 'asc' };
  const first = key === 'lastSeen' ? 'desc' : 'asc';
  return current.direction === first ? { key, direction: first === 'asc' ? 'desc' : 'asc' } : null;
}

export interface PresenceCounts {
  total: number;
  online: number;
  away: number;
  desktop: number;
  mobile: number;
  tablet: number;
}

export function countPresenceUsers(users: readonly PresenceUser[]): PresenceCounts {
  const counts: PresenceCounts = { total: users.length, online: 0, away: 0, desktop: 0, mobile: 0, tablet: 0 };
  for (const user of users) {
    if (user.status === 'away') counts.away += 1;
    else counts.online += 1;
    counts[user.device?.type ?? 'desktop'] += 1;
  }
  return counts;
}

/** The distinct page labels, alphabetically, for the page filter. */
export function pageOptions(users: readonly PresenceUser[]): string[] {
  return [...new Set(users.map(pageOf))].sort(collator.compare);
}
