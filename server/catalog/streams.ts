import type { Queryable } from '../db/index.js';
import type { Platform } from './platforms.js';
import { type Rates, rateOf } from './rates.js';
import { dayNumber, syntheticDailyStreams } from './synthetic-streams.js';
import { catalogChanged } from './cache.js';

export interface StreamSubject {
  id: string;
  monthlyListeners: number | null;
  syntheticStreams: boolean;
}

/** The stream subject of an artist row. */
export function subjectOf(row: { id: string; monthly_listeners: number | null; synthetic_streams: boolean }): StreamSubject {
  return { id: row.id, monthlyListeners: row.monthly_listeners, syntheticStreams: row.synthetic_streams };
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

/**
 * Estimated earnings of streams per platform at the system rates, not rounded: every figure of
 * earnings prices its streams here and rounds once (`estimated`), so equal streams give equal cents.
 */
export function earningsOf(perPlatform: readonly { platform: Platform; streams: number }[], rates: Rates): number {
  return sum(perPlatform.map(({ platform, streams }) => streams * rateOf(rates, platform)));
}

/** Daily streams of every artist on a user's roster, per platform, summed over the artists. */
export async function rosterDailyStreams(db: Queryable, platforms: readonly Platform[], fromDay: number, toDay: number): Promise<Map<Platform, number[]>> {
  const { rows } = await db.query<{ id: string; monthly_listeners: number | null; synthetic_streams: boolean }>(
    'select a.id, a.monthly_listeners, a.synthetic_streams from artists a where exists (select 1 from user_artists ua where ua.artist_id = a.id)',
  );
  const daily = await loadDailyStreams(db, rows.map(subjectOf), platforms, fromDay, toDay);
  const totals = new Map(platforms.map((platform) => [platform, new Array<number>(toDay - fromDay + 1).fill(0)]));
  for (const perPlatform of daily.values()) {
    for (const platform of platforms) {
      const target = totals.get(platform)!;
      perPlatform.get(platform)!.forEach((streams, day) => (target[day]! += streams));
    }
  }
  return totals;
}

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
