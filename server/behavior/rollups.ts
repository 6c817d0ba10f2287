import type { Queryable } from '../db/index.js';
import { PAGE_VIEW } from './event-types.js';
import { DAY_BIT } from './page-visitors.js';
import { MAX_TIME_ON_PAGE_MS } from './prepare.js';

/**
 * Recomputes every rollup, and each session's counters, from the stored events, set-based: for
 * events written in bulk (the demo data, the bench) rather than through ingestion, which keeps the
 * rollups itself. Ingestion's rules apply: time on page runs to the session's next page view,
 * capped at 30 minutes, credited to the day of the view it follows.
 */
export async function rebuildBehaviorRollups(db: Queryable): Promise<void> {
  // Statistics of the bulk-written tables first: without them the planner joins them row by row.
  await db.exec(`
    analyze behavior_sessions;
    analyze behavior_events;
    delete from behavior_daily_users;
    delete from behavior_daily_pages;
    delete from behavior_page_visitors;
    delete from behavior_daily_events;
    delete from behavior_user_firsts;
    delete from behavior_minute_events;
  `);
  await db.query(`
    with totals as (
      select session_id, count(*) as events, count(*) filter (where type = ${PAGE_VIEW}) as page_views,
             min(occurred_at) as started_at, max(occurred_at) as last_at,
             (array_agg(path_id order by occurred_at desc) filter (where type = ${PAGE_VIEW}))[1] as last_page_path_id,
             max(occurred_at) filter (where type = ${PAGE_VIEW}) as last_page_at
        from behavior_events group by session_id
    )
    update behavior_sessions s set events = t.events, page_views = t.page_views, started_at = t.started_at, last_at = t.last_at,
           last_page_path_id = t.last_page_path_id, last_page_at = t.last_page_at
      from totals t where t.session_id = s.id`);
  await db.query(`
    insert into behavior_daily_users (day, user_id, events, page_views)
    select (e.occurred_at at time zone 'UTC')::date, s.user_id, count(*), count(*) filter (where e.type = ${PAGE_VIEW})
      from behavior_events e join behavior_sessions s on s.id = e.session_id
     group by 1, 2`);
  await db.query(`
    insert into behavior_daily_pages (day, path_id, views, timed_views, time_ms)
    select day, path_id, count(*), count(next_at),
           -- least() skips nulls: the last view of a session must add nothing, not the cap
           coalesce(sum(least(extract(epoch from next_at - occurred_at) * 1000, ${MAX_TIME_ON_PAGE_MS})) filter (where next_at is not null), 0)::bigint
      from (select (occurred_at at time zone 'UTC')::date as day, path_id, occurred_at,
                   lead(occurred_at) over (partition by session_id order by occurred_at) as next_at
              from behavior_events where type = ${PAGE_VIEW}) views
     group by 1, 2`);
  await db.query(`
    insert into behavior_page_visitors (year, path_id, user_id, days)
    select extract(year from day)::smallint, path_id, user_id, bit_or(${DAY_BIT('day')})
      from (select distinct (e.occurred_at at time zone 'UTC')::date as day, e.path_id, s.user_id
              from behavior_events e join behavior_sessions s on s.id = e.session_id where e.type = ${PAGE_VIEW}) visits
     group by 1, 2, 3`);
  await db.query(`
    insert into behavior_daily_events (day, type, name_id, events)
    select (occurred_at at time zone 'UTC')::date, type, name_id, count(*) from behavior_events group by 1, 2, 3`);
  await db.query(`
    insert into behavior_user_firsts (user_id, type, first_at)
    select s.user_id, e.type, min(e.occurred_at) from behavior_events e join behavior_sessions s on s.id = e.session_id group by 1, 2`);
  await db.query(`
    insert into behavior_minute_events (minute, type, path_id, events)
    select date_trunc('minute', e.occurred_at), e.type, e.path_id, count(*)
      from behavior_sessions s join behavior_events e on e.session_id = s.id
     where s.last_at >= now() - interval '2 days' and e.occurred_at >= now() - interval '2 days'
     group by 1, 2, 3`);
}
