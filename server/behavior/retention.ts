import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { ratio } from './funnel.js';
import type { DayRange } from './range.js';

type Cohort = components['schemas']['BehavioralAnalytics']['retention'][number];

const DAY_MS = 86_400_000;

/**
 * Weekly retention of the sign-up weeks (Monday to Sunday, UTC) that start in the range: for each
 * week from the sign-up week to the one holding `to`, how many of the cohort recorded any event.
 */
export async function weeklyRetention(db: Queryable, range: DayRange): Promise<Cohort[]> {
  const { rows: cohorts } = await db.query<{ week: string; users: number }>(
    `select (date_trunc('week', created_at at time zone 'UTC'))::date as week, count(*)::int as users
       from users
      where created_at >= $1 and created_at < $2
      group by 1 having (date_trunc('week', created_at at time zone 'UTC'))::date >= $3::date order by 1`,
    [range.start, range.end, range.from],
  );
  if (cohorts.length === 0) return [];
  const { rows: active } = await db.query<{ week: string; offset: number; users: number }>(
    `with cohort as (
       select id, (date_trunc('week', created_at at time zone 'UTC'))::date as week
         from users
        where created_at >= $1 and created_at < $2
     )
     select c.week, ((d.day - c.week) / 7)::int as offset, count(distinct c.id)::int as users
       from cohort c join behavior_daily_users d on d.user_id = c.id and d.day >= c.week and d.day <= $3::date
      where c.week >= $4::date
      group by 1, 2`,
    [range.start, range.end, range.to, range.from],
  );
  const activeBy = new Map(active.map((row) => [`${row.week} ${row.offset}`, row.users]));
  const lastDay = Date.parse(`${range.to}T00:00:00Z`);
  return cohorts.map(({ week, users }) => {
    const weeks = Math.floor((lastDay - Date.parse(`${week}T00:00:00Z`)) / (7 * DAY_MS)) + 1;
    return {
      weekStart: week,
      users,
      weeks: Array.from({ length: weeks }, (_, offset) => {
        const activeUsers = activeBy.get(`${week} ${offset}`) ?? 0;
        return { week: offset, activeUsers, share: ratio(activeUsers, users) };
      }),
    };
  });
}
