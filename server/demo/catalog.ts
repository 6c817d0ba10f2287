import { PLATFORMS } from '../catalog/platforms.js';
import { refreshMonthlyEarnings } from '../catalog/streams.js';
import { lastFullMonths, monthFrom } from '../catalog/months.js';
import { monthRange } from '../catalog/periods.js';
import { dayNumber, syntheticDailyStreams, todayNumber } from '../catalog/synthetic-streams.js';
import type { Queryable } from '../db/index.js';
import {
  type CatalogSize,
  DEMO_ID_KIND,
  type FeaturedArtist,
  type GeneratedArtist,
  type GeneratedTrack,
  generateArtists,
  generateReleases,
  generateWriters,
} from './catalog-generate.js';
import { demoObjectId, Random } from './catalog-random.js';

export type { CatalogSize, FeaturedArtist } from './catalog-generate.js';

/** What `npm start` loads on an empty embedded database (about 3,000 artists, 35,000 tracks). */
export const DEMO_CATALOG_SIZE: CatalogSize = { artists: 3000, writers: 2000 };
/** The fixture tests load (same generator). */
export const TEST_CATALOG_SIZE: CatalogSize = { artists: 30, writers: 40 };

const DAY_MS = 86_400_000;

/**
 * Loads a deterministic catalogue: artists (the featured ones with their fixed ids), writers,
 * albums, tracks and credits, a year of daily streams up to `today`, unclaimed royalties,
 * usage reports of the featured artists and canvases. Bulk inserts (one statement per table).
 */
export async function seedCatalog(
  db: Queryable,
  size: CatalogSize,
  { featured = [], today = new Date() }: { featured?: readonly FeaturedArtist[]; today?: Date } = {},
): Promise<{ artists: number; tracks: number; albums: number; writers: number }> {
  const day = new Date(`${today.toISOString().slice(0, 10)}T00:00:00Z`);
  const artists = generateArtists(size, featured, day);
  const writers = generateWriters(size, day);
  const { albums, tracks, credits } = generateReleases(artists, writers, day, size.seed);

  await insertArtists(db, artists);
  await bulkInsert(db, 'writers', ['id', 'name', 'ipi_number', 'pro', 'created_at'], ['text', 'text', 'text', 'text', 'timestamptz'], [
    writers.map((w) => w.id),
    writers.map((w) => w.name),
    writers.map((w) => w.ipiNumber),
    writers.map((w) => w.pro),
    writers.map((w) => w.createdAt),
  ]);
  await bulkInsert(
    db,
    'albums',
    ['id', 'platform_id', 'artist_id', 'name', 'album_type', 'release_date', 'image', 'upc', 'label'],
    ['text', 'text', 'text', 'text', 'text', 'date', 'text', 'text', 'text'],
    [
      albums.map((a) => a.id),
      albums.map((a) => a.platformId),
      albums.map((a) => a.artistId),
      albums.map((a) => a.name),
      albums.map((a) => a.albumType),
      albums.map((a) => a.releaseDate),
      albums.map((a) => a.image),
      albums.map((a) => a.upc),
      albums.map((a) => a.label),
    ],
  );
  await insertTracks(db, tracks);
  await bulkInsert(db, 'track_writers', ['track_id', 'writer_id', 'role', 'share_percent'], ['text', 'text', 'text', 'numeric'], [
    credits.map((c) => c.trackId),
    credits.map((c) => c.writerId),
    credits.map((c) => c.role),
    credits.map((c) => c.sharePercent),
  ]);
  await insertStreams(db, artists, tracks, day, size.storedStreamArtists ?? 300);
  await insertRoyalties(db, artists, tracks, day, size.seed);
  await insertUsageReports(db, artists.filter((a) => a.featured), day);
  await insertCanvases(db, artists, tracks);
  return { artists: artists.length, tracks: tracks.length, albums: albums.length, writers: writers.length };
}

/** INSERT … SELECT FROM unnest(arrays): one round trip for any number of rows. */
export async function bulkInsert(db: Queryable, table: string, columns: string[], types: string[], values: unknown[][], conflict = ''): Promise<void> {
  if ((values[0]?.length ?? 0) === 0) return;
  const unnest = types.map((type, index) => `$${index + 1}::${type}[]`).join(', ');
  await db.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${unnest}) ${conflict}`, values);
}

async function insertArtists(db: Queryable, artists: GeneratedArtist[]): Promise<void> {
  const columns = ['id', 'name', 'image', 'spotify_id', 'apple_id', 'amazon_id', 'deezer_id', 'monthly_listeners', 'followers', 'popularity', 'country', 'created_at'];
  // genres and socials are arrays and json: passed as json text, set after the insert.
  await bulkInsert(
    db,
    'artists',
    columns,
    ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'int', 'int', 'int', 'text', 'timestamptz'],
    [
      artists.map((a) => a.id),
      artists.map((a) => a.name),
      artists.map((a) => a.image),
      artists.map((a) => a.spotifyId),
      artists.map((a) => a.appleId),
      artists.map((a) => a.amazonId),
      artists.map((a) => a.deezerId),
      artists.map((a) => a.monthlyListeners),
      artists.map((a) => a.followers),
      artists.map((a) => a.popularity),
      artists.map((a) => a.country),
      artists.map((a) => a.createdAt),
    ],
    // The demo roster artists exist already (demo accounts): complete them.
    `on conflict (id) do update set ${columns
      .filter((column) => !['id', 'name', 'spotify_id', 'apple_id', 'created_at'].includes(column))
      .map((column) => `${column} = excluded.${column}`)
      .join(', ')}`,
  );
  await db.query(
    `update artists a set genres = array(select jsonb_array_elements_text(x.value -> 'genres')), socials = x.value -> 'socials'
       from jsonb_each($1::jsonb) x where a.id = x.key`,
    [JSON.stringify(Object.fromEntries(artists.map((a) => [a.id, { genres: a.genres, socials: a.socials }])))],
  );
}

async function insertTracks(db: Queryable, tracks: GeneratedTrack[]): Promise<void> {
  await bulkInsert(
    db,
    'tracks',
    ['id', 'platform_id', 'album_id', 'artist_id', 'name', 'isrc', 'iswc', 'duration_ms', 'explicit', 'popularity', 'track_number', 'stream_share'],
    ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'int', 'bool', 'int', 'int', 'float8'],
    [
      tracks.map((t) => t.id),
      tracks.map((t) => t.platformId),
      tracks.map((t) => t.albumId),
      tracks.map((t) => t.artistId),
      tracks.map((t) => t.name),
      tracks.map((t) => t.isrc),
      tracks.map((t) => t.iswc),
      tracks.map((t) => t.durationMs),
      tracks.map((t) => t.explicit),
      tracks.map((t) => t.popularity),
      tracks.map((t) => t.trackNumber),
      tracks.map((t) => t.streamShare),
    ],
  );
}

/**
 * A year of daily streams stored for the biggest artists and the featured ones, from the first day
 * of the twelve last full months (so the default payouts have no partial month); the long tail is
 * generated on read (synthetic_streams) from the same function, which keeps the seed fast. Also
 * sets each artist's streams of the last 30 days, monthly earnings and each track's yearly streams.
 */
async function insertStreams(db: Queryable, artists: GeneratedArtist[], tracks: GeneratedTrack[], today: Date, stored: number): Promise<void> {
  const lastDay = todayNumber(today.getTime());
  const firstDay = Math.min(lastDay - 365, dayNumber(`${lastFullMonths(today).from}-01`));
  const days = lastDay - firstDay + 1;
  const firstDate = new Date(firstDay * DAY_MS).toISOString().slice(0, 10);
  const rows: unknown[][] = [[], [], [], []];
  const figures: Record<string, { streams30d: Record<string, number>; synthetic: boolean }> = {};
  const yearly = new Map<string, number>();
  artists.forEach((artist, rank) => {
    const keep = rank < stored || artist.featured;
    const streams30d: Record<string, number> = {};
    let total = 0;
    for (const platform of PLATFORMS) {
      const values = syntheticDailyStreams(artist.id, artist.monthlyListeners, platform, firstDay, days);
      streams30d[platform] = values.slice(-30).reduce((a, b) => a + b, 0);
      total += values.slice(-366).reduce((a, b) => a + b, 0);
      if (keep) [artist.id, platform, firstDate, `{${values.join(',')}}`].forEach((value, column) => rows[column]!.push(value));
    }
    yearly.set(artist.id, total);
    figures[artist.id] = { streams30d, synthetic: !keep };
  });
  await db.query(
    `insert into daily_streams (artist_id, platform, first_day, streams)
     select a, p, d, s::int[] from unnest($1::text[], $2::text[], $3::date[], $4::text[]) as x(a, p, d, s)`,
    rows,
  );
  await db.query(
    `update artists a set streams_30d = x.value -> 'streams30d', synthetic_streams = (x.value ->> 'synthetic')::boolean, streams_updated_at = $2
       from jsonb_each($1::jsonb) x where a.id = x.key`,
    [JSON.stringify(figures), today.toISOString()],
  );
  await refreshMonthlyEarnings(db, artists.map((artist) => artist.id));
  await db.query(
    'update tracks t set streams = x.streams from unnest($1::text[], $2::bigint[]) as x(id, streams) where t.id = x.id',
    [tracks.map((track) => track.id), tracks.map((track) => Math.round(track.streamShare * (yearly.get(track.artistId) ?? 0)))],
  );
}

async function insertRoyalties(db: Queryable, artists: GeneratedArtist[], tracks: GeneratedTrack[], today: Date, seed = 20250808): Promise<void> {
  const rng = new Random(seed + 3);
  const byArtist = new Map<string, GeneratedTrack[]>();
  for (const track of tracks) byArtist.set(track.artistId, [...(byArtist.get(track.artistId) ?? []), track]);
  const rows: unknown[][] = Array.from({ length: 13 }, () => []);
  let index = 0;
  for (const artist of artists) {
    if (!artist.featured && !rng.chance(0.3)) continue;
    const own = byArtist.get(artist.id) ?? [];
    const lines = artist.featured ? 14 : rng.int(1, 5);
    for (let line = 0; line < lines && own.length > 0; line++) {
      const track = rng.pick(own);
      const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - rng.int(1, 18), 1)).toISOString().slice(0, 7);
      const roll = rng.next();
      const status = roll < 0.7 ? 'UNCLAIMED' : roll < 0.85 ? 'CLAIM_SUBMITTED' : roll < 0.95 ? 'CLAIMED' : 'REJECTED';
      const values = [
        demoObjectId(DEMO_ID_KIND.royalty, ++index),
        artist.id,
        track.id,
        track.name.toUpperCase(),
        artist.name.toUpperCase(),
        rng.chance(0.85) ? track.isrc : null,
        rng.chance(0.6) ? track.name.toUpperCase() : null,
        track.iswc,
        month,
        rng.pick(['SPOTIFY', 'APPLE_MUSIC', 'AMAZON_MUSIC', 'YOUTUBE_MUSIC']),
        Math.round(artist.monthlyListeners * track.streamShare * (0.5 + rng.next() * 2) + rng.int(50, 5000)),
        status,
        status === 'REJECTED' ? 'The claimed share conflicts with an existing registration.' : null,
      ];
      values.forEach((value, column) => rows[column]!.push(value));
    }
  }
  await bulkInsert(
    db,
    'unclaimed_royalties',
    ['id', 'artist_id', 'track_id', 'recording_title', 'performer_name', 'isrc', 'work_title', 'iswc', 'period', 'platform', 'streams', 'status', 'rejection_reason'],
    ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'bigint', 'text', 'text'],
    rows,
  );
  await db.query(`update unclaimed_royalties set status_updated_at = now() - interval '12 days' where status <> 'UNCLAIMED' and status_updated_at is null`);
}

const TERRITORIES: [string, number][] = [['US', 0.42], ['GB', 0.12], ['DE', 0.09], ['BR', 0.08], ['CA', 0.06], ['MX', 0.05], ['ZZ', 0.18]];

/**
 * Usage reports of the featured artists for the twelve last full months: each month's streams per
 * platform are that month's daily streams (the figures payouts and analytics read), split by territory.
 */
async function insertUsageReports(db: Queryable, artists: GeneratedArtist[], today: Date): Promise<void> {
  const rng = new Random(7);
  const rows: unknown[][] = Array.from({ length: 6 }, () => []);
  for (const artist of artists) {
    for (let back = 1; back <= 12; back++) {
      const period = monthFrom(today, -back);
      const { fromDay, toDay } = monthRange(period, period, today);
      for (const platform of ['SPOTIFY', 'APPLE_MUSIC', 'AMAZON_MUSIC', 'YOUTUBE_MUSIC', 'DEEZER'] as const) {
        const month = syntheticDailyStreams(artist.id, artist.monthlyListeners, platform, fromDay, toDay - fromDay + 1).reduce((a, b) => a + b, 0);
        let left = month;
        TERRITORIES.forEach(([territory, share], index) => {
          // The last territory takes what rounding left, so the territories add up to the month.
          const streams = index === TERRITORIES.length - 1 ? left : Math.min(left, Math.round(month * share * (0.9 + rng.next() * 0.2)));
          left -= streams;
          [artist.id, period, platform, territory, streams, Math.round(streams * 0.002)].forEach((value, column) => rows[column]!.push(value));
        });
      }
    }
  }
  await bulkInsert(db, 'usage_reports', ['artist_id', 'period', 'platform', 'territory', 'streams', 'downloads'], ['text', 'text', 'text', 'text', 'bigint', 'bigint'], rows);
}

async function insertCanvases(db: Queryable, artists: GeneratedArtist[], tracks: GeneratedTrack[]): Promise<void> {
  const rng = new Random(11);
  const top = new Map<string, GeneratedTrack>();
  for (const track of tracks) {
    const best = top.get(track.artistId);
    if (!best || track.streamShare > best.streamShare) top.set(track.artistId, track);
  }
  const chosen = artists.filter((artist, rank) => artist.featured || (rank < artists.length * 0.3 && rng.chance(0.6)));
  await bulkInsert(db, 'canvases', ['artist_id', 'track_id', 'canvas_url'], ['text', 'text', 'text'], [
    chosen.map((a) => a.id),
    chosen.map((a) => top.get(a.id)?.id ?? null),
    chosen.map((a) => `https://canvas.royalty-desk.test/${a.spotifyId}.mp4`),
  ]);
}
