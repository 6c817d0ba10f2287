import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { deviceFromUserAgent } from './device.js';
import { PAGE_VIEW } from './event-types.js';
import type { Interner } from './intern.js';
import { type PageVisit, prepareEvents, timeOnPages } from './prepare.js';

type BehaviorEventBatch = components['schemas']['BehaviorEventBatch'];
export type BatchResult = components['schemas']['BehaviorEventBatchResult'];

export interface Interners {
  paths: Interner;
  names: Interner;
}

export interface BatchInput {
  /** The caller (from the token); never from the body. */
  userId: string;
  batch: Pick<BehaviorEventBatch, 'sessionId' | 'appVersion' | 'events'>;
  userAgent?: string | undefined;
  now?: Date;
}

/**
 * Records one batch: the session row (created with the device parsed from the User-Agent), then
 * one statement that inserts the events (duplicates of recorded ones do nothing) and adds exactly
 * the inserted ones to every rollup, so the rollups never disagree with the events.
 */
export async function recordBatch(db: Queryable, interners: Interners, { userId, batch, userAgent, now = new Date() }: BatchInput): Promise<BatchResult> {
  const { kept, rejected } = prepareEvents(batch.events, now);
  if (kept.length === 0) return { accepted: 0, rejected };
  const pathIds = await interners.paths.ids(db, kept.map((event) => event.path));
  const names = kept.flatMap((event) => (event.name === null ? [] : [event.name]));
  const nameIds = names.length > 0 ? await interners.names.ids(db, names) : new Map<string, number>();
  const events = kept.map((event) => ({
    at: event.at,
    type: event.type,
    path_id: pathIds.get(event.path)!,
    name_id: event.name === null ? 0 : nameIds.get(event.name)!,
    properties: event.properties,
  }));

  const device = deviceFromUserAgent(userAgent);
  const { rows: sessions } = await db.query<{ id: number; last_page_path_id: number | null; last_page_at: Date | null }>(
    `with previous as (select last_page_path_id, last_page_at from behavior_sessions where user_id = $1 and client_id = $2)
     insert into behavior_sessions (user_id, client_id, started_at, last_at, device, browser, os, app_version)
     values ($1, $2, $3, $3, $4, $5, $6, $7)
     on conflict (user_id, client_id) do update set app_version = coalesce(excluded.app_version, behavior_sessions.app_version)
     returning id, (select last_page_path_id from previous), (select last_page_at from previous)`,
    [userId, batch.sessionId, kept[0]!.at, device.device, device.browser, device.os, batch.appVersion ?? null],
  );
  const session = sessions[0]!;
  const previous: PageVisit | null =
    session.last_page_path_id !== null && session.last_page_at !== null ? { pathId: session.last_page_path_id, at: new Date(session.last_page_at) } : null;
  const { timed, last } = timeOnPages(
    events.map((event) => ({ type: event.type, at: event.at, pathId: event.path_id })),
    previous,
  );

  const { rows } = await db.query<{ accepted: number }>(INSERT_EVENTS, [
    session.id,
    JSON.stringify(events),
    last?.pathId ?? null,
    last?.at ?? null,
    JSON.stringify(timed.map(({ day, pathId, ms }) => ({ day, path_id: pathId, ms }))),
    userId,
  ]);
  const accepted = rows[0]?.accepted ?? 0;
  return { accepted, rejected: rejected + kept.length - accepted };
}

// Rollup rows are upserted in key order, so that two batches on PostgreSQL lock them in the same order.
const INSERT_EVENTS = `
with incoming as (
  select * from jsonb_to_recordset($2::jsonb) as e(at timestamptz, type smallint, path_id integer, name_id integer, properties jsonb)
),
inserted as (
  insert into behavior_events (session_id, occurred_at, type, path_id, name_id, properties)
  select $1, at, type, path_id, name_id, properties from incoming
  on conflict do nothing
  returning occurred_at, type, path_id, name_id
),
days as (
  select (occurred_at at time zone 'UTC')::date as day, occurred_at, type, path_id, name_id from inserted
),
session_update as (
  update behavior_sessions set
    events = events + (select count(*) from inserted),
    page_views = page_views + (select count(*) from inserted where type = ${PAGE_VIEW}),
    started_at = least(started_at, coalesce((select min(occurred_at) from inserted), started_at)),
    last_at = greatest(last_at, coalesce((select max(occurred_at) from inserted), last_at)),
    last_page_path_id = case when $4::timestamptz > coalesce(last_page_at, '-infinity') then $3::integer else last_page_path_id end,
    last_page_at = case when $4::timestamptz > coalesce(last_page_at, '-infinity') then $4::timestamptz else last_page_at end
  where id = $1
),
daily_users as (
  insert into behavior_daily_users as rollup (day, user_id, events, page_views)
  select day, $6, count(*), count(*) filter (where type = ${PAGE_VIEW}) from days group by day order by day
  on conflict (day, user_id) do update set events = rollup.events + excluded.events, page_views = rollup.page_views + excluded.page_views
),
daily_pages as (
  insert into behavior_daily_pages as rollup (day, path_id, user_id, views, timed_views, time_ms)
  select day, path_id, $6, sum(views), sum(timed), sum(ms) from (
    select day, path_id, 1 as views, 0 as timed, 0::bigint as ms from days where type = ${PAGE_VIEW}
    union all
    select day, path_id, 0, 1, ms from jsonb_to_recordset($5::jsonb) as t(day date, path_id integer, ms bigint)
  ) views
  group by day, path_id order by day, path_id
  on conflict (day, path_id, user_id) do update set
    views = rollup.views + excluded.views, timed_views = rollup.timed_views + excluded.timed_views, time_ms = rollup.time_ms + excluded.time_ms
),
daily_events as (
  insert into behavior_daily_events as rollup (day, type, name_id, events)
  select day, type, name_id, count(*) from days group by day, type, name_id order by day, type, name_id
  on conflict (day, type, name_id) do update set events = rollup.events + excluded.events
),
user_firsts as (
  insert into behavior_user_firsts as rollup (user_id, type, first_at)
  select $6, type, min(occurred_at) from inserted group by type order by type
  on conflict (user_id, type) do update set first_at = excluded.first_at where excluded.first_at < rollup.first_at
),
minute_events as (
  insert into behavior_minute_events as rollup (minute, type, path_id, events)
  select date_trunc('minute', occurred_at), type, path_id, count(*) from inserted group by 1, 2, 3 order by 1, 2, 3
  on conflict (minute, type, path_id) do update set events = rollup.events + excluded.events
)
select count(*)::int as accepted from inserted`;
