import type { Queryable } from '../db/index.js';

// Stand-in until the behavioural events land (branch behavior-server): the same signature as
// server/behavior/index.ts's readRecentActivity, answering no events.
export interface RecentActivity {
  eventsPerMinute: { minute: string; events: number }[];
  pageViewsPerMinute: { minute: string; views: number }[];
  topEvents: { type: string; count: number }[];
  topPages: { path: string; views: number }[];
}

const MINUTE_MS = 60_000;

export async function readRecentActivity(_db: Queryable, now = new Date()): Promise<RecentActivity> {
  const lastMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const minutes = Array.from({ length: 30 }, (_, index) => new Date(lastMinute - (29 - index) * MINUTE_MS).toISOString());
  return {
    eventsPerMinute: minutes.map((minute) => ({ minute, events: 0 })),
    pageViewsPerMinute: minutes.map((minute) => ({ minute, views: 0 })),
    topEvents: [],
    topPages: [],
  };
}
