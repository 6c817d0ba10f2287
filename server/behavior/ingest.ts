import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { deviceFromUserAgent, type SessionDevice } from './device.js';
import { PAGE_VIEW } from './event-types.js';
import { DAY_BIT } from './page-visitors.js';
import type { Interner } from './intern.js';
import { type PageVisit, type PreparedEvent, prepareEvents, timeOnPages } from './prepare.js';

type BehaviorEventBatch = components['schemas']['BehaviorEventBatch'];
export type BatchResult = components['schemas']['BehaviorEventBatchResult'];

export interface Interners {
  paths: Interner;
  names: Interner;
  /**
   * Sessions this process wrote lately (key → row id and last page view): their next batch needs
   * no session statement. Cleared when a write fails (a session deleted since, say).
   */
  sessions?: Map<string, KnownSession>;
}

export interface KnownSession {
  id: number;
  lastPage: PageVisit | null;
}

const KNOWN_SESSIONS_LIMIT = 20_000;

export interface BatchInput {
  /** The caller (from the token); never from the body. */
  userId: string;
  batch: Pick<BehaviorEventBatch, 'sessionId' | 'appVersion' | 'events'>;
  userAgent?: string | undefined;
  now?: Date;
}

/** A batch checked and ready to write: the events worth storing, and how many were dropped already. */
export interface PreparedBatch {
  userId: string;
  sessionId: string;
  appVersion: string | null;
  device: SessionDevice;
  events: PreparedEvent[];
  rejected: number;
}

export function prepareBatch({ userId, batch, userAgent, now = new Date() }: BatchInput): PreparedBatch {
  const { kept, rejected } = prepareEvents(batch.events, now);
  return { userId, sessionId: batch.sessionId, appVersion: batch.appVersion ?? null, device: deviceFromUserAgent(userAgent), events: kept, rejected };
}

/** The key of a batch's session: a session id is scoped to its user. */
export function sessionKey(batch: Pick<PreparedBatch, 'userId' | 'sessionId'>): string {
  return `${batch.userId}\n${batch.sessionId}`;
}

/**
 * Writes batches of distinct sessions together, in two statements whatever their number: the
 * sessions (created with their device), then one statement that inserts the events (duplicates of
 * recorded ones do nothing) and adds exactly the inserted ones to every rollup, so the rollups
 * never disagree with the events. Resolves with the events recorded of each batch, in order.
 * PGlite runs each statement in this thread, and statements issued one after the other give the
 * event loop no turn between them: each waits for the next turn, so that other requests (a health
 * check) are served between the statements of a write instead of after all of them.
 */
export async function writeBatches(db: Queryable, interners: Interners, batches: readonly PreparedBatch[]): Promise<number[]> {
  const withEvents = batches.filter((batch) => batch.events.length > 0);
  if (withEvents.length === 0) return batches.map(() => 0);
  const events = withEvents.flatMap((batch) => batch.events);
  const pathIds = await interners.paths.ids(db, events.map((event) => event.path));
  const names = events.flatMap((event) => (event.name === null ? [] : [event.name]));
  await nextTurn();
  const nameIds = names.length > 0 ? await interners.names.ids(db, names) : new Map<string, number>();

  const known = interners.sessions ?? new Map<string, KnownSession>();
  const sessionsByKey = new Map<string, KnownSession>();
  const unknown = withEvents.filter((batch) => {
    const session = known.get(sessionKey(batch));
    if (session) sessionsByKey.set(sessionKey(batch), session);
    return !session;
  });
  if (unknown.length > 0) {
    await nextTurn();
    const { rows: sessions } = await db.query<{ id: number; user_id: string; client_id: string; last_page_path_id: number | null; last_page_at: Date | null }>(
      UPSERT_SESSIONS,
      [
        JSON.stringify(
          unknown.map((batch) => ({
            user_id: batch.userId,
            client_id: batch.sessionId,
            started_at: batch.events[0]!.at,
            device: batch.device.device,
            browser: batch.device.browser,
            os: batch.device.os,
            app_version: batch.appVersion,
          })),
        ),
      ],
    );
    for (const row of sessions) {
      const lastPage = row.last_page_path_id !== null && row.last_page_at !== null ? { pathId: row.last_page_path_id, at: new Date(row.last_page_at) } : null;
      sessionsByKey.set(sessionKey({ userId: row.user_id, sessionId: row.client_id }), { id: row.id, lastPage });
    }
  }

  const rows: object[] = [];
  const lastPages: object[] = [];
  const timedViews: object[] = [];
  for (const batch of withEvents) {
    const session = sessionsByKey.get(sessionKey(batch))!;
    const stored = batch.events.map((event) => ({
      session_id: session.id,
      user_id: batch.userId,
      at: event.at,
      type: event.type,
      path_id: pathIds.get(event.path)!,
      name_id: event.name === null ? 0 : nameIds.get(event.name)!,
      properties: event.properties,
    }));
    rows.push(...stored);
    const previous = session.lastPage;
    const { timed, last } = timeOnPages(
      stored.map((event) => ({ type: event.type, at: event.at, pathId: event.path_id })),
      previous,
    );
    if (last && last !== previous) lastPages.push({ session_id: session.id, path_id: last.pathId, at: last.at });
    sessionsByKey.set(sessionKey(batch), { id: session.id, lastPage: last });
    timedViews.push(...timed.map(({ day, pathId, ms }) => ({ day, path_id: pathId, ms })));
  }

  let accepted: { session_id: number; accepted: number }[];
  await nextTurn();
  try {
    ({ rows: accepted } = await db.query<{ session_id: number; accepted: number }>(INSERT_EVENTS, [
      JSON.stringify(rows),
      JSON.stringify(lastPages),
      JSON.stringify(timedViews),
    ]));
  } catch (error) {
    known.clear();
    throw error;
  }
  if (known.size + withEvents.length > KNOWN_SESSIONS_LIMIT) known.clear();
  for (const [key, session] of sessionsByKey) known.set(key, session);
  const acceptedBySession = new Map(accepted.map((row) => [row.session_id, row.accepted]));
  return batches.map((batch) => (batch.events.length === 0 ? 0 : (acceptedBySession.get(sessionsByKey.get(sessionKey(batch))!.id) ?? 0)));
}

// The previous last page view of each session is read before the upsert (same snapshot).
const UPSERT_SESSIONS = `
with input as (
  select * from jsonb_to_recordset($1::jsonb)
    as s(user_id text, client_id text, started_at timestamptz, device smallint, browser text, os text, app_version text)
),
previous as (
  select s.user_id, s.client_id, s.last_page_path_id, s.last_page_at
    from behavior_sessions s join input i on i.user_id = s.user_id and i.client_id = s.client_id
),
upserted as (
  insert into behavior_sessions as session (user_id, client_id, started_at, last_at, device, browser, os, app_version)
  select user_id, client_id, started_at, started_at, device, browser, os, app_version from input order by user_id, client_id
  on conflict (user_id, client_id) do update set app_version = coalesce(excluded.app_version, session.app_version)
  returning id, user_id, client_id
)
select u.id, u.user_id, u.client_id, p.last_page_path_id, p.last_page_at
  from upserted u left join previous p on p.user_id = u.user_id and p.client_id = u.client_id`;

// Rollup rows are upserted in key order, so that two writers on PostgreSQL lock them in the same order.
const INSERT_EVENTS = `
with incoming as (
  select * from jsonb_to_recordset($1::jsonb)
    as e(session_id integer, user_id text, at timestamptz, type smallint, path_id integer, name_id integer, properties jsonb)
),
inserted as (
  insert into behavior_events (session_id, occurred_at, type, path_id, name_id, properties)
  select session_id, at, type, path_id, name_id, properties from incoming
  on conflict do nothing
  returning session_id, occurred_at, type, path_id, name_id
),
days as (
  select (i.occurred_at at time zone 'UTC')::date as day, i.*, e.user_id
    from inserted i join (select distinct session_id, user_id from incoming) e on e.session_id = i.session_id
),
per_session as (
  select session_id, count(*) as events, count(*) filter (where type = ${PAGE_VIEW}) as page_views,
         min(occurred_at) as first_at, max(occurred_at) as last_at
    from inserted group by session_id
),
last_pages as (
  select * from jsonb_to_recordset($2::jsonb) as l(session_id integer, path_id integer, at timestamptz)
),
session_update as (
  update behavior_sessions s set
    events = s.events + coalesce(p.events, 0),
    page_views = s.page_views + coalesce(p.page_views, 0),
    started_at = least(s.started_at, coalesce(p.first_at, s.started_at)),
    last_at = greatest(s.last_at, coalesce(p.last_at, s.last_at)),
    last_page_path_id = case when l.at > coalesce(s.last_page_at, '-infinity') then l.path_id else s.last_page_path_id end,
    last_page_at = case when l.at > coalesce(s.last_page_at, '-infinity') then l.at else s.last_page_at end
  from (select distinct session_id from incoming) touched
  left join per_session p on p.session_id = touched.session_id
  left join last_pages l on l.session_id = touched.session_id
  where s.id = touched.session_id
),
daily_users as (
  insert into behavior_daily_users as rollup (day, user_id, events, page_views)
  select day, user_id, count(*), count(*) filter (where type = ${PAGE_VIEW}) from days group by day, user_id order by day, user_id
  on conflict (day, user_id) do update set events = rollup.events + excluded.events, page_views = rollup.page_views + excluded.page_views
),
daily_pages as (
  insert into behavior_daily_pages as rollup (day, path_id, views, timed_views, time_ms)
  select day, path_id, sum(views), sum(timed), sum(ms) from (
    select day, path_id, 1 as views, 0 as timed, 0::bigint as ms from days where type = ${PAGE_VIEW}
    union all
    select day, path_id, 0, 1, ms from jsonb_to_recordset($3::jsonb) as t(day date, path_id integer, ms bigint)
  ) views
  group by day, path_id order by day, path_id
  on conflict (day, path_id) do update set
    views = rollup.views + excluded.views, timed_views = rollup.timed_views + excluded.timed_views, time_ms = rollup.time_ms + excluded.time_ms
),
page_visitors as (
  insert into behavior_page_visitors as rollup (year, path_id, user_id, days)
  select extract(year from day)::smallint, path_id, user_id, bit_or(${DAY_BIT('day')})
    from days where type = ${PAGE_VIEW} group by 1, 2, 3 order by 1, 2, 3
  on conflict (year, path_id, user_id) do update set days = rollup.days | excluded.days
),
daily_events as (
  insert into behavior_daily_events as rollup (day, type, name_id, events)
  select day, type, name_id, count(*) from days group by day, type, name_id order by day, type, name_id
  on conflict (day, type, name_id) do update set events = rollup.events + excluded.events
),
user_firsts as (
  insert into behavior_user_firsts as rollup (user_id, type, first_at)
  select user_id, type, min(occurred_at) from days group by user_id, type order by user_id, type
  on conflict (user_id, type) do update set first_at = excluded.first_at where excluded.first_at < rollup.first_at
),
minute_events as (
  insert into behavior_minute_events as rollup (minute, type, path_id, events)
  select date_trunc('minute', occurred_at), type, path_id, count(*) from inserted group by 1, 2, 3 order by 1, 2, 3
  on conflict (minute, type, path_id) do update set events = rollup.events + excluded.events
)
select session_id, count(*)::int as accepted from inserted group by session_id`;
