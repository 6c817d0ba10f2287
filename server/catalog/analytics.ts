import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { type ArtistRow } from './artists.js';
import { estimated, MLC_STREAM_SHARE, PLATFORMS, type Platform } from './platforms.js';
import { type Rates, rateOf } from './rates.js';
import { lastFullMonths } from './months.js';
import { loadDailyStreams, type StreamSubject, sum } from './streams.js';
import { dayNumber, dayString, todayNumber, utcDayNumber } from './synthetic-streams.js';

type Schemas = components['schemas'];

export function subjectOf(row: Pick<ArtistRow, 'id' | 'monthly_listeners' | 'synthetic_streams'>): StreamSubject {
  return { id: row.id, monthlyListeners: row.monthly_listeners, syntheticStreams: row.synthetic_streams };
}

/** from/to as day numbers: to defaults to today, from to 29 days before; at most 366 days. */
export function dayRange(from: string | undefined, to: string | undefined): { fromDay: number; toDay: number } {
  const toDay = to ? dayNumber(to) : todayNumber();
  const fromDay = from ? dayNumber(from) : toDay - 29;
  if (fromDay > toDay) throw new HttpError(400, '`from` is after `to`');
  if (toDay - fromDay + 1 > 366) throw new HttpError(400, 'Ranges longer than 366 days are refused');
  return { fromDay, toDay };
}

export async function artistAnalytics(
  db: Queryable,
  artist: ArtistRow,
  platforms: readonly Platform[],
  fromDay: number,
  toDay: number,
  rates: Rates,
): Promise<Schemas['ArtistAnalytics']> {
  const days = toDay - fromDay + 1;
  const daily = (await loadDailyStreams(db, [subjectOf(artist)], platforms, fromDay - days, toDay)).get(artist.id)!;
  const current = (platform: Platform) => daily.get(platform)!.slice(days);
  const previous = (platform: Platform) => daily.get(platform)!.slice(0, days);
  const byPlatform = platforms.map((platform) => {
    const streams = sum(current(platform));
    return { platform, streams, estimatedEarnings: estimated(streams * rateOf(rates, platform)) };
  });
  const previousEarnings = sum(platforms.map((platform) => sum(previous(platform)) * rateOf(rates, platform)));
  return {
    artistId: artist.id,
    from: dayString(fromDay),
    to: dayString(toDay),
    platforms: [...platforms],
    series: platforms.map((platform) => ({
      platform,
      points: current(platform).map((streams, index) => ({ date: dayString(fromDay + index), streams })),
    })),
    totals: {
      streams: sum(byPlatform.map((entry) => entry.streams)),
      estimatedEarnings: estimated(sum(byPlatform.map((entry) => entry.estimatedEarnings.amount))),
      byPlatform,
    },
    previousPeriod: { streams: sum(platforms.map((platform) => sum(previous(platform)))), estimatedEarnings: estimated(previousEarnings) },
    updatedAt: artist.synthetic_streams ? new Date().toISOString() : (artist.streams_updated_at?.toISOString() ?? null),
  };
}

/** The year up to today: totals, per platform, per day. */
export async function yearOfStreams(db: Queryable, artist: ArtistRow, rates: Rates) {
  const toDay = todayNumber();
  const fromDay = toDay - 364;
  const daily = (await loadDailyStreams(db, [subjectOf(artist)], PLATFORMS, fromDay, toDay)).get(artist.id)!;
  const platforms = PLATFORMS.map((platform) => {
    const streams = sum(daily.get(platform)!);
    return { platform, streams, estimatedEarnings: estimated(streams * rateOf(rates, platform)) };
  });
  const dailyStreams = Array.from({ length: 365 }, (_, index) => ({
    date: dayString(fromDay + index),
    streams: sum(PLATFORMS.map((platform) => daily.get(platform)![index]!)),
  }));
  return {
    platforms,
    dailyStreams,
    streams: sum(platforms.map((entry) => entry.streams)),
    earnings: sum(PLATFORMS.map((platform) => sum(daily.get(platform)!) * rateOf(rates, platform))),
  };
}

const monthOf = (day: number) => dayString(day).slice(0, 7);
const firstDayOfMonth = (month: string) => dayNumber(`${month}-01`);

/**
 * Monthly payouts per platform plus MLC (the US mechanical share of those streams), newest first;
 * by default the twelve last full months (see `lastFullMonths`).
 */
export async function artistPayouts(
  db: Queryable,
  artist: ArtistRow,
  platforms: readonly Platform[],
  from: string | undefined,
  to: string | undefined,
  rates: Rates,
  now = new Date(),
): Promise<Schemas['PayoutList']> {
  const defaults = lastFullMonths(now);
  const lastMonth = to ?? defaults.to;
  const firstMonth = from ?? defaults.from;
  if (firstMonth > lastMonth) throw new HttpError(400, '`from` is after `to`');
  const fromDay = firstDayOfMonth(firstMonth);
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  const toDay = utcDayNumber(year, month, 0); // the last day of lastMonth
  // 36 months span at most 1,096 days and 37 at least 1,123: this refuses exactly more than 36 months.
  if (toDay - fromDay > 3 * 366) throw new HttpError(400, 'At most 36 months of payouts at a time');
  const daily = (await loadDailyStreams(db, [subjectOf(artist)], platforms, fromDay, toDay)).get(artist.id)!;
  const perMonth = new Map<string, Map<Platform, number>>();
  for (let day = fromDay; day <= toDay; day++) {
    const key = monthOf(day);
    const entry = perMonth.get(key) ?? new Map<Platform, number>();
    perMonth.set(key, entry);
    for (const platform of platforms) entry.set(platform, (entry.get(platform) ?? 0) + daily.get(platform)![day - fromDay]!);
  }
  const results: Schemas['Payout'][] = [];
  for (const [key, entry] of [...perMonth].reverse()) {
    for (const platform of platforms) {
      const streams = entry.get(platform)!;
      results.push({ month: key, source: platform, streams, ratePerStream: rateOf(rates, platform), amount: estimated(streams * rateOf(rates, platform)) });
    }
    const mlcStreams = Math.round(sum([...entry.values()]) * MLC_STREAM_SHARE);
    results.push({ month: key, source: 'MLC', streams: mlcStreams, ratePerStream: rateOf(rates, 'MLC'), amount: estimated(mlcStreams * rateOf(rates, 'MLC')) });
  }
  return { results, total: estimated(sum(results.map((payout) => payout.amount.amount))) };
}
