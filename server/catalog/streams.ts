import type { Queryable } from '../db/index.js';
import type { Platform } from './platforms.js';
import { dayNumber, syntheticDailyStreams } from './synthetic-streams.js';
import { catalogChanged } from './cache.js';

export interface StreamSubject {
  id: string;
  monthlyListeners: number | null;
  syntheticStreams: boolean;
}

export type DailyByPlatform = Map<Platform, number[]>;

/**
 * Daily streams per artist and platform for the days fromDay…toDay (day numbers, inclusive):
 * stored daily_streams where an artist has them (0 outside their year), generated for demo
 * artists marked synthetic_streams.
 */
export async function loadDailyStreams(
  db: Queryable,
  subjects: readonly StreamSubject[],
  platforms: readonly Platform[],
  fromDay: number,
  toDay: number,
): Promise<Map<string, DailyByPlatform>> {
  const days = toDay - fromDay + 1;
  const result = new Map<string, DailyByPlatform>();
  for (const subject of subjects) {
    result.set(subject.id, new Map(platforms.map((platform) => [platform, new Array<number>(days).fill(0)])));
  }
  const stored = subjects.filter((subject) => !subject.syntheticStreams).map((subject) => subject.id);
  if (stored.length > 0) {
    const { rows } = await db.query<{ artist_id: string; platform: Platform; first_day: string; streams: number[] }>(
      'select artist_id, platform, first_day, streams from daily_streams where artist_id = any($1::text[]) and platform = any($2::text[])',
      [stored, platforms],
    );
    for (const row of rows) {
      const target = result.get(row.artist_id)!.get(row.platform)!;
      const offset = dayNumber(row.first_day) - fromDay;
      for (let i = Math.max(0, -offset); i < row.streams.length && i + offset < days; i++) target[i + offset] = row.streams[i]!;
    }
  }
  for (const subject of subjects) {
    if (!subject.syntheticStreams || !subject.monthlyListeners) continue;
    for (const platform of platforms) {
      result.get(subject.id)!.set(platform, syntheticDailyStreams(subject.id, subject.monthlyListeners, platform, fromDay, days));
    }
  }
  return result;
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Prices streams_30d at the current system rates (all artists when `artistIds` is null). */
export async function refreshMonthlyEarnings(db: Queryable, artistIds: string[] | null = null): Promise<void> {
  await db.query(
    `update artists a set monthly_earnings = coalesce(
        (select sum(e.value::bigint * r.per_stream) from jsonb_each_text(a.streams_30d) e join system_payout_rates r on r.source = e.key), 0)
      where $1::text[] is null or a.id = any($1::text[])`,
    [artistIds],
  );
  catalogChanged(db);
}
