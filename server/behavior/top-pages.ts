import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { groupByLabel } from './merge-by-label.js';
import { pageLabelFromPath } from '../../src/shared/neutral/index.js';
import { rangeMasks } from './page-visitors.js';
import type { DayRange } from './range.js';

type TopPage = components['schemas']['BehavioralAnalytics']['topPages'][number];

/** The most viewed paths read before merging them by label: enough for the labels that make the cut. */
const PATH_POOL = 100;

/**
 * The most viewed pages over whole UTC days, one per label (`groupByLabel`): views and time from
 * the per-day totals, people from the yearly day bitmaps, each person once across a label's paths.
 */
export async function topPagesByLabel(db: Queryable, range: DayRange, limit: number): Promise<TopPage[]> {
  const { rows: paths } = await db.query<{ id: number; path: string; views: number; time_ms: number; timed: number }>(
    `select top.path_id as id, p.path, top.views, top.time_ms, top.timed
       from (select path_id, sum(views)::int as views, sum(time_ms)::float8 as time_ms, sum(timed_views)::int as timed
               from behavior_daily_pages where day between $1 and $2
              group by path_id order by views desc, path_id limit ${PATH_POOL}) top
       join behavior_paths p on p.id = top.path_id
      order by top.views desc, p.path`,
    [range.from, range.to],
  );
  const groups = groupByLabel(paths, pageLabelFromPath, (row) => row.views).slice(0, limit);
  if (groups.length === 0) return [];

  const pathIds = groups.flatMap((group) => group.rows.map((row) => row.id));
  const groupOf = groups.flatMap((group, index) => group.rows.map(() => index));
  const masks = rangeMasks(range);
  const { rows: visitors } = await db.query<{ grp: number; users: number }>(
    `select g.grp, count(distinct v.user_id)::int as users
       from behavior_page_visitors v
       join unnest($1::int[], $2::int[]) as g(path_id, grp) on g.path_id = v.path_id
       join unnest($3::smallint[], $4::text[]) as m(year, mask) on m.year = v.year
      where bit_count(v.days & m.mask::bit(366)) > 0
      group by g.grp`,
    [pathIds, groupOf, masks.map((entry) => entry.year), masks.map((entry) => entry.mask)],
  );
  const people = new Map(visitors.map((row) => [row.grp, row.users]));

  return groups.map(({ label, rows }, index) => {
    const timed = rows.reduce((sum, row) => sum + row.timed, 0);
    const timeMs = rows.reduce((sum, row) => sum + row.time_ms, 0);
    return {
      path: rows[0]!.path,
      label,
      views: rows.reduce((sum, row) => sum + row.views, 0),
      uniqueUsers: people.get(index) ?? 0,
      averageTimeSeconds: timed > 0 ? Math.round(timeMs / timed / 100) / 10 : 0,
    };
  });
}
