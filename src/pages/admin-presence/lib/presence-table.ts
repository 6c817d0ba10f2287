import {
  pageLabelFromPath,
  presenceRoleLabel,
  sortOnlineUsers,
  type PresenceDevice,
  type PresenceRoleLabel,
  type PresenceStatus,
  type PresenceUser,
} from '@/entities/presence';
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
const seenAt = (user: PresenceUser) => {
  const at = user.lastSeen ? Date.parse(user.lastSeen) : Number.NaN;
  return Number.isNaN(at) ? 0 : at;
};

const COMPARE: Readonly<Record<SortKey, (a: PresenceUser, b: PresenceUser) => number>> = {
  name: (a, b) => collator.compare(a.name, b.name),
  role: (a, b) => ROLE_ORDER[presenceRoleLabel(a.roles)] - ROLE_ORDER[presenceRoleLabel(b.roles)],
  status: (a, b) => Number(a.status === 'away') - Number(b.status === 'away'),
  page: (a, b) => collator.compare(pageOf(a), pageOf(b)),
  device: (a, b) => DEVICE_ORDER[a.device?.type ?? 'desktop'] - DEVICE_ORDER[b.device?.type ?? 'desktop'],
  signal: (a, b) => signalStrength(a.network) - signalStrength(b.network),
  lastSeen: (a, b) => seenAt(a) - seenAt(b),
};

/** Sorts by a column (ties in list order), or in list order when `sort` is null. */
export function sortPresenceUsers(
  users: readonly PresenceUser[],
  sort: PresenceSort,
  currentUserId: string | null,
): PresenceUser[] {
  const base = sortOnlineUsers(users, currentUserId);
  if (!sort) return base;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = COMPARE[sort.key];
  return base.sort((a, b) => sign * compare(a, b));
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
