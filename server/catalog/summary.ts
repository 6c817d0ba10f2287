import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { type ArtistRow, managedArtistIds } from './artists.js';
import { estimated, PLATFORMS } from './platforms.js';
import { type Rates, rateOf } from './rates.js';
import { earningsOf, loadDailyStreams, subjectOf, sum } from './streams.js';
import { dayString } from './synthetic-streams.js';

type Summary = components['schemas']['AnalyticsSummary'];

/**
 * Headline figures across the artists the user manages (managedArtistIds: not an unverified hold
 * of someone else's verified artist) for fromDay…toDay and the equally long period before.
 */
export async function rosterSummary(db: Queryable, userId: string, fromDay: number, toDay: number, rates: Rates): Promise<Summary> {
  const { rows: artists } = await db.query<ArtistRow & { verified_any: boolean }>(
    `select a.id, a.name, a.image, a.spotify_id, a.monthly_listeners, a.synthetic_streams,
            exists (select 1 from jsonb_each(ua.verified) e where e.value = 'true'::jsonb) as verified_any
       from user_artists ua join artists a on a.id = ua.artist_id
      where ua.user_id = $1 and ua.artist_id in (${managedArtistIds('$1')})`,
    [userId],
  );
  const days = toDay - fromDay + 1;
  const daily = await loadDailyStreams(db, artists.map(subjectOf), PLATFORMS, fromDay - days, toDay);
  const perArtist = artists.map((artist) => {
    const series = daily.get(artist.id)!;
    const current = PLATFORMS.map((platform) => sum(series.get(platform)!.slice(days)));
    const previous = PLATFORMS.map((platform) => sum(series.get(platform)!.slice(0, days)));
    return {
      artist,
      current,
      streams: sum(current),
      previousStreams: sum(previous),
      earnings: earningsOf(PLATFORMS.map((platform, index) => ({ platform, streams: current[index]! })), rates),
      previousEarnings: earningsOf(PLATFORMS.map((platform, index) => ({ platform, streams: previous[index]! })), rates),
    };
  });
  const series = PLATFORMS.map((platform) => {
    const totals = new Array<number>(days).fill(0);
    for (const artist of artists) {
      const current = daily.get(artist.id)!.get(platform)!;
      for (let day = 0; day < days; day++) totals[day]! += current[days + day]!;
    }
    return { platform, points: totals.map((streams, day) => ({ date: dayString(fromDay + day), streams })) };
  });
  const byPlatform = PLATFORMS.map((platform, index) => {
    const streams = sum(perArtist.map((entry) => entry.current[index]!));
    return { platform, streams, estimatedEarnings: estimated(streams * rateOf(rates, platform)) };
  });
  const ids = artists.map((artist) => artist.id);
  const [tracks, unclaimed, topTracks] = await Promise.all([
    db.query<{ total: number }>('select count(*)::int as total from tracks where artist_id = any($1::text[])', [ids]),
    db.query<{ count: number; streams: number }>(
      `select count(*)::int as count, coalesce(sum(streams), 0)::bigint as streams from unclaimed_royalties where artist_id = any($1::text[]) and status = 'UNCLAIMED'`,
      [ids],
    ),
    db.query<{ platform_id: string; name: string; image: string | null; artist_id: string; artist_name: string; stream_share: number }>(
      `select t.platform_id, t.name, al.image, t.artist_id, a.name as artist_name, t.stream_share
         from tracks t join artists a on a.id = t.artist_id left join albums al on al.id = t.album_id
        where t.artist_id = any($1::text[]) order by t.streams desc limit 50`,
      [ids],
    ),
  ]);
  const streamsOf = new Map(perArtist.map((entry) => [entry.artist.id, entry]));
  const earningsPerStream = (entry: (typeof perArtist)[number]) => (entry.streams > 0 ? entry.earnings / entry.streams : 0);
  return {
    from: dayString(fromDay),
    to: dayString(toDay),
    artists: { total: artists.length, verified: artists.filter((artist) => artist.verified_any).length },
    tracks: tracks.rows[0]!.total,
    // Releases belong to the release workflow; counted here once its tables exist.
    releases: { total: 0, live: 0, pending: 0, drafts: 0 },
    streams: { total: sum(byPlatform.map((entry) => entry.streams)), previousPeriodTotal: sum(perArtist.map((entry) => entry.previousStreams)), byPlatform },
    series,
    estimatedEarnings: estimated(sum(perArtist.map((entry) => entry.earnings))),
    previousPeriodEstimatedEarnings: estimated(sum(perArtist.map((entry) => entry.previousEarnings))),
    unclaimedRoyalties: { count: unclaimed.rows[0]!.count, estimatedAmount: estimated(Number(unclaimed.rows[0]!.streams) * rateOf(rates, 'MLC')) },
    topArtists: [...perArtist]
      .sort((a, b) => b.streams - a.streams)
      .slice(0, 5)
      .map((entry) => ({
        artist: { _id: entry.artist.id, name: entry.artist.name, image: entry.artist.image, spotifyId: entry.artist.spotify_id },
        streams: entry.streams,
        estimatedEarnings: estimated(entry.earnings),
      })),
    topTracks: topTracks.rows
      .map((track) => {
        const entry = streamsOf.get(track.artist_id)!;
        const streams = Math.round(entry.streams * track.stream_share);
        return { id: track.platform_id, name: track.name, image: track.image, artistName: track.artist_name, streams, estimatedEarnings: estimated(streams * earningsPerStream(entry)) };
      })
      .sort((a, b) => b.streams - a.streams)
      .slice(0, 5),
  };
}
