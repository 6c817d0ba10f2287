import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { estimated, platformUrl } from './platforms.js';
import { loadRates } from './rates.js';
import {
  ALBUM_SELECT,
  type Album,
  type AlbumRow,
  albumOfTrack,
  albumView,
  assertArtistExists,
  findAlbum,
  streamsWithEarnings,
  TRACK_SELECT,
  trackCredit,
  trackEarnings,
  trackFields,
  trackLinks,
  type TrackRow,
  trackView,
} from './tracks.js';

type Schemas = components['schemas'];

interface TrackWriterRow {
  id: string;
  name: string;
  ipi_number: string | null;
  role: 'COMPOSER';
  share_percent: string | null;
  pro: string | null;
}

/** One catalogue track by its platform id, with its writers and its streams per platform. */
export async function trackDetails(db: Queryable, platformId: string): Promise<Schemas['TrackDetails']> {
  const { rows } = await db.query<TrackRow>(`${TRACK_SELECT} where t.platform_id = $1`, [platformId]);
  const row = rows[0];
  if (!row) throw new HttpError(404, 'Track not found');
  const rates = await loadRates(db);
  const writers = await db.query<TrackWriterRow>(
    `select w.id, w.name, w.ipi_number, tw.role, tw.share_percent, w.pro
       from track_writers tw join writers w on w.id = tw.writer_id where tw.track_id = $1 order by tw.share_percent desc nulls last, w.name`,
    [row.id],
  );
  return {
    ...trackFields(row),
    platform: 'SPOTIFY',
    album: albumOfTrack(row),
    artists: [trackCredit(row)],
    writers: writers.rows.map((writer) => ({
      writerId: writer.id,
      name: writer.name,
      ipiNumber: writer.ipi_number,
      role: writer.role,
      sharePercent: writer.share_percent === null ? null : Number(writer.share_percent),
      pro: writer.pro,
    })),
    streams: streamsWithEarnings(row.streams, rates),
    estimatedEarnings: trackView(row, rates).estimatedEarnings!,
    streamsUpdatedAt: null,
    links: trackLinks(row.platform_id),
  };
}

/** One catalogue album by its platform id, with its streams per platform. */
export async function albumDetails(db: Queryable, platformId: string): Promise<Schemas['AlbumDetails']> {
  const album = await findAlbum(db, platformId);
  const rates = await loadRates(db);
  return {
    id: album.platform_id,
    platform: 'SPOTIFY',
    name: album.name,
    albumType: album.album_type,
    image: album.image,
    releaseDate: album.release_date,
    label: album.label,
    upc: album.upc,
    copyright: album.label && album.release_date ? `℗ ${album.release_date.slice(0, 4)} ${album.label}` : null,
    genres: album.genres,
    totalTracks: album.total_tracks,
    durationMs: album.duration_ms,
    artists: [trackCredit(album)],
    streams: streamsWithEarnings(album.streams, rates),
    estimatedEarnings: estimated(trackEarnings(album.streams, rates)),
    links: [{ platform: 'SPOTIFY', url: platformUrl('SPOTIFY', 'album', album.platform_id) }],
  };
}

/** The artist's albums, newest first (404 for an unknown artist). */
export async function artistDiscography(db: Queryable, artistId: string): Promise<Album[]> {
  await assertArtistExists(db, artistId);
  const { rows } = await db.query<AlbumRow>(`${ALBUM_SELECT} where al.artist_id = $1 order by al.release_date desc nulls last, al.id`, [artistId]);
  return rows.map(albumView);
}

/** The artist's canvas (a looping video), null when it has none (404 for an unknown artist). */
export async function artistCanvas(db: Queryable, artistId: string): Promise<{ canvasUrl: string | null }> {
  await assertArtistExists(db, artistId);
  const { rows } = await db.query<{ canvas_url: string }>('select canvas_url from canvases where artist_id = $1', [artistId]);
  return { canvasUrl: rows[0]?.canvas_url ?? null };
}
