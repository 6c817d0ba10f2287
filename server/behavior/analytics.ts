import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { deviceTypeOf, eventTypeOf } from './event-types.js';
import { ratio, signUpFunnel } from './funnel.js';
import { daysOf, type DayRange } from './range.js';
import { topPagesByLabel } from './top-pages.js';
import { weeklyRetention } from './retention.js';

type BehavioralAnalytics = components['schemas']['BehavioralAnalytics'];

const TOP_PAGES = 20;
const TOP_EVENTS = 20;
const TOP_USERS = 10;

/** The behavioural page's figures over whole UTC days, read from the rollups and the sessions. */
export async function behavioralAnalytics(db: Queryable, range: DayRange): Promise<BehavioralAnalytics> {
  const days = [range.from, range.to];
  const { rows: daily } = await db.query<{ day: string; users: number }>(
    'select day, count(*)::int as users from behavior_daily_users where day between $1 and $2 group by day',
    days,
  );
  const { rows: totals } = await db.query<{ users: number }>(
    'select count(distinct user_id)::int as users from behavior_daily_users where day between $1 and $2',
    days,
  );
  const usersByDay = new Map(daily.map((row) => [row.day, row.users]));

  const { rows: sessionRows } = await db.query<{ total: number; duration: number | null; pages: number | null; bounces: number }>(
    `select count(*)::int as total, avg(extract(epoch from last_at - started_at))::float8 as duration,
            avg(page_views)::float8 as pages, (count(*) filter (where page_views <= 1))::int as bounces
       from behavior_sessions where started_at >= $1 and started_at < $2`,
    [range.start, range.end],
  );
  const sessions = sessionRows[0]!;
  const { rows: devices } = await db.query<{ device: number; sessions: number }>(
    `select device, count(*)::int as sessions from behavior_sessions where started_at >= $1 and started_at < $2
      group by device order by sessions desc, device = 0, device`,
    [range.start, range.end],
  );

  const { rows: events } = await db.query<{ type: number; name: string | null; count: number }>(
    `select top.type, n.name, top.count
       from (select type, name_id, sum(events)::int as count from behavior_daily_events where day between $1 and $2
              group by type, name_id order by count desc, type, name_id limit ${TOP_EVENTS}) top
       left join behavior_names n on n.id = top.name_id
      order by top.count desc, top.type, n.name`,
    days,
  );
  const { rows: users } = await db.query<{ id: string; email: string; name: string; photo_url: string | null; events: number; sessions: number; last_seen_at: Date }>(
    `with top as (
       select user_id, sum(events)::int as events from behavior_daily_users where day between $1 and $2
        group by user_id order by events desc, user_id limit ${TOP_USERS}
     )
     select u.id, u.email, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as name, u.photo_url, top.events,
            s.sessions, s.last_seen_at
       from top join users u on u.id = top.user_id
       cross join lateral (
         select (count(*) filter (where started_at >= $3))::int as sessions, max(last_at) as last_seen_at from behavior_sessions
          where user_id = top.user_id and started_at >= $3::timestamptz - interval '1 day' and started_at < $4 and last_at >= $3
       ) s
      order by top.events desc, u.id`,
    [...days, range.start, range.end],
  );

  return {
    from: range.from,
    to: range.to,
    activeUsers: { total: totals[0]?.users ?? 0, daily: daysOf(range).map((date) => ({ date, users: usersByDay.get(date) ?? 0 })) },
    sessions: {
      total: sessions.total,
      averageDurationSeconds: round(sessions.duration ?? 0),
      averagePagesPerSession: round(sessions.pages ?? 0),
      bounceRate: ratio(sessions.bounces, sessions.total),
    },
    topPages: await topPagesByLabel(db, range, TOP_PAGES),
    topEvents: events.map((row) => ({ type: eventTypeOf(row.type), name: row.name, count: row.count })),
    funnels: [await signUpFunnel(db, range)],
    retention: await weeklyRetention(db, range),
    devices: mergeDevices(devices),
    topUsers: users.map((row) => ({
      user: { _id: row.id, email: row.email, name: row.name, photoURL: row.photo_url },
      sessions: row.sessions,
      events: row.events,
      lastSeenAt: new Date(row.last_seen_at ?? range.end).toISOString(),
    })),
  };
}

function mergeDevices(rows: { device: number; sessions: number }[]): BehavioralAnalytics['devices'] {
  return rows.map((row) => ({ type: deviceTypeOf(row.device), sessions: row.sessions }));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
