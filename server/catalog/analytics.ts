import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { type ArtistRow } from './artists.js';
import { type DayWindow, monthRange, windowDates } from './periods.js';
import { estimated, MLC_STREAM_SHARE, PLATFORMS, type Platform } from './platforms.js';
import { type Rates, rateOf } from './rates.js';
import { earningsOf, loadDailyStreams, subjectOf, sum } from './streams.js';
import { dayString } from './synthetic-streams.js';

type Schemas = components['schemas'];

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
  const previousEarnings = earningsOf(platforms.map((platform) => ({ platform, streams: sum(previous(platform)) })), rates);
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
      estimatedEarnings: estimated(earningsOf(byPlatform, rates)),
      byPlatform,
    },
    previousPeriod: { streams: sum(platforms.map((platform) => sum(previous(platform)))), estimatedEarnings: estimated(previousEarnings) },
    updatedAt: artist.synthetic_streams ? new Date().toISOString() : (artist.streams_updated_at?.toISOString() ?? null),
  };
}

/** An artist's streams over `window` (by default the twelve last full months, as the payouts): totals, per platform, per day. */
export async function periodOfStreams(db: Queryable, artist: ArtistRow, rates: Rates, window: DayWindow = monthRange(undefined, undefined)) {
  const { fromDay, toDay } = window;
  const daily = (await loadDailyStreams(db, [subjectOf(artist)], PLATFORMS, fromDay, toDay)).get(artist.id)!;
  const platforms = PLATFORMS.map((platform) => {
    const streams = sum(daily.get(platform)!);
    return { platform, streams, estimatedEarnings: estimated(streams * rateOf(rates, platform)) };
  });
  const dailyStreams = Array.from({ length: toDay - fromDay + 1 }, (_, index) => ({
    date: dayString(fromDay + index),
    streams: sum(PLATFORMS.map((platform) => daily.get(platform)![index]!)),
  }));
  return {
    period: windowDates(window),
    platforms,
    dailyStreams,
    streams: sum(platforms.map((entry) => entry.streams)),
    earnings: earningsOf(platforms, rates),
  };
}

const monthOf = (day: number) => dayString(day).slice(0, 7);

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
  const { fromDay, toDay } = monthRange(from, to, now);
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
  let mlcStreamsTotal = 0;
  for (const [key, entry] of [...perMonth].reverse()) {
    for (const platform of platforms) {
      const streams = entry.get(platform)!;
      results.push({ month: key, source: platform, streams, ratePerStream: rateOf(rates, platform), amount: estimated(streams * rateOf(rates, platform)) });
    }
    const mlcStreams = Math.round(sum([...entry.values()]) * MLC_STREAM_SHARE);
    mlcStreamsTotal += mlcStreams;
    results.push({ month: key, source: 'MLC', streams: mlcStreams, ratePerStream: rateOf(rates, 'MLC'), amount: estimated(mlcStreams * rateOf(rates, 'MLC')) });
  }
  // Priced once over the months, as the overview prices its period: the same streams, the same amount.
  const streaming = earningsOf(platforms.map((platform) => ({ platform, streams: sum(daily.get(platform)!) })), rates);
  const mlc = mlcStreamsTotal * rateOf(rates, 'MLC');
  return { results, streamingEarnings: estimated(streaming), mlc: estimated(mlc), total: estimated(streaming + mlc) };
}
