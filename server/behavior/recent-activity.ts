import type { Queryable } from '../db/index.js';
import { type BehaviorEventType, eventTypeOf, PAGE_VIEW } from './event-types.js';

export interface RecentActivity {
  /** The last 30 minutes (the current one included), oldest first: always 30. */
  eventsPerMinute: { minute: string; events: number }[];
  /** The same 30 minutes. */
  pageViewsPerMinute: { minute: string; views: number }[];
  /** Last 30 minutes, most first, at most 10. */
  topEvents: { type: BehaviorEventType; count: number }[];
  /** Last 5 minutes, most viewed first, at most 10. */
  topPages: { path: string; views: number }[];
}

const MINUTES = 30;
const TOP_PAGES_MINUTES = 5;
const TOP = 10;
/** Paths read for the top pages: the realtime page merges them by label before it keeps ten. */
const TOP_PATHS = 100;

/** Events per minute and what is used most right now, from the per-minute rollup (cheap to poll). */
export async function readRecentActivity(db: Queryable, now: Date = new Date()): Promise<RecentActivity> {
  const lastMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  const firstMinute = new Date(lastMinute - (MINUTES - 1) * 60_000);
  const { rows: minutes } = await db.query<{ minute: Date; events: number; views: number }>(
    `select minute, sum(events)::int as events, (sum(events) filter (where type = ${PAGE_VIEW}))::int as views
       from behavior_minute_events where minute >= $1 and minute <= $2 group by minute`,
    [firstMinute, new Date(lastMinute)],
  );
  const { rows: types } = await db.query<{ type: number; count: number }>(
    `select type, sum(events)::int as count from behavior_minute_events where minute >= $1 and minute <= $2
      group by type order by count desc, type limit ${TOP}`,
    [firstMinute, new Date(lastMinute)],
  );
  const { rows: pages } = await db.query<{ path: string; views: number }>(
    `select p.path, sum(m.events)::int as views
       from behavior_minute_events m join behavior_paths p on p.id = m.path_id
      where m.minute >= $1 and m.minute <= $2 and m.type = ${PAGE_VIEW}
      group by p.path order by views desc, p.path limit ${TOP_PATHS}`,
    [new Date(lastMinute - (TOP_PAGES_MINUTES - 1) * 60_000), new Date(lastMinute)],
  );
  const byMinute = new Map(minutes.map((row) => [new Date(row.minute).getTime(), row]));
  const series = Array.from({ length: MINUTES }, (_, index) => {
    const time = firstMinute.getTime() + index * 60_000;
    const row = byMinute.get(time);
    return { minute: new Date(time).toISOString(), events: row?.events ?? 0, views: row?.views ?? 0 };
  });
  return {
    eventsPerMinute: series.map(({ minute, events }) => ({ minute, events })),
    pageViewsPerMinute: series.map(({ minute, views }) => ({ minute, views })),
    topEvents: types.map((row) => ({ type: eventTypeOf(row.type), count: row.count })),
    topPages: pages,
  };
}
