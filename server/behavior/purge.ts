import type { Queryable } from '../db/index.js';
import { rangeMasks } from './page-visitors.js';

const CHUNK = 2_000;
const MINUTE_ROLLUP_DAYS = 2;

/**
 * Deletes what is older than the retention period: sessions (their events go with them) in chunks,
 * each its own statement with a turn of the event loop between, so that ingestion and the API keep
 * answering; then the daily rollups and the per-minute rollup past two days. Returns the sessions deleted.
 */
export async function purgeBehavior(db: Queryable, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    const { rows } = await db.query<{ count: number }>(
      `with gone as (
         delete from behavior_sessions where id in (select id from behavior_sessions where started_at < $1 order by started_at limit ${CHUNK}) returning 1
       ) select count(*)::int as count from gone`,
      [cutoff],
    );
    const count = rows[0]?.count ?? 0;
    deleted += count;
    if (count < CHUNK) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const cutoffDay = cutoff.toISOString().slice(0, 10);
  for (const table of ['behavior_daily_users', 'behavior_daily_pages', 'behavior_daily_events']) {
    await db.query(`delete from ${table} where day < $1::date`, [cutoffDay]);
  }
  // Visitor bitmaps: the years before the cutoff's go, and that year's days before it are cleared.
  const [{ year, mask }] = rangeMasks({ from: cutoffDay, to: `${cutoffDay.slice(0, 4)}-12-31` }) as [{ year: number; mask: string }];
  await db.query('delete from behavior_page_visitors where year < $1', [year]);
  await db.query('update behavior_page_visitors set days = days & $2::bit(366) where year = $1 and days <> days & $2::bit(366)', [year, mask]);
  await db.query(`delete from behavior_minute_events where minute < $1`, [new Date(now.getTime() - MINUTE_ROLLUP_DAYS * 86_400_000)]);
  return deleted;
}
