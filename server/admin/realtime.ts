import { DEVICE_TYPES } from '../../src/shared/neutral/index.js';
import { groupByLabel, pageLabelFromPath, readRecentActivity } from '../behavior/index.js';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import type { PresenceService } from '../presence/service.js';
import type { PresenceUser } from '../presence/types.js';

type Schemas = components['schemas'];
export type RealtimeAnalytics = Schemas['RealtimeAnalytics'];
const MAX_PAGES = 20;

/** Who is online now (presence, shared by every instance) and the stored events of the last 30 minutes. */
export async function realtimeSnapshot(db: Queryable, presence: PresenceService, now = new Date()): Promise<RealtimeAnalytics> {
  const users = presence.list();
  const activity = await readRecentActivity(db, now);
  const labels = pageLabels(users);
  const labelOf = (path: string) => labels.get(path) ?? pageLabelFromPath(path);
  const online = users.filter((user) => user.status === 'online').length;
  return {
    generatedAt: now.toISOString(),
    activeUsers: users.length,
    onlineUsers: online,
    awayUsers: users.length - online,
    byPage: groupByLabel(
      countBy(users, (user) => user.currentPath).map(([path, count]) => ({ path, users: count })),
      labelOf,
      (row) => row.users,
    )
      .slice(0, MAX_PAGES)
      .map(({ label, rows }) => ({ path: rows[0]!.path, label, users: sum(rows, (row) => row.users) })),
    byDevice: DEVICE_TYPES.map((type) => ({ type, users: users.filter((user) => (user.device?.type ?? 'unknown') === type).length })),
    eventsPerMinute: activity.eventsPerMinute,
    pageViewsPerMinute: activity.pageViewsPerMinute,
    topEvents: activity.topEvents.slice(0, 10),
    topPages: groupByLabel(activity.topPages, labelOf, (row) => row.views)
      .slice(0, 10)
      .map(({ label, rows }) => ({ path: rows[0]!.path, label, views: sum(rows, (row) => row.views) })),
  };
}

const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** [key, count] most frequent first (ties by key, so that equal snapshots serialize equally). */
function countBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The page names the app posted with presence, by path. */
function pageLabels(users: readonly PresenceUser[]): Map<string, string> {
  return new Map(users.filter((user) => user.currentPage).map((user) => [user.currentPath, user.currentPage]));
}
