import type { Queryable } from '../db/index.js';
import { type Page, type PageWindow, selectPage } from '../db/paging.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { estimated, PLATFORM_SHARE, PLATFORMS, type Platform, platformUrl } from './platforms.js';
import { type Rates, rateOf } from './rates.js';

type Schemas = components['schemas'];
export type Track = Schemas['Track'];
export type Album = Schemas['Album'];

export interface TrackRow {
  id: string;
  platform_id: string;
  name: string;
  isrc: string | null;
  iswc: string | null;
  duration_ms: number;
  explicit: boolean;
  popularity: number | null;
  streams: number;
  track_number: number;
  album_platform_id: string | null;
  album_name: string | null;
  album_image: string | null;
  release_date: string | null;
  artist_id: string;
  artist_name: string;
  artist_spotify_id: string | null;
  artist_image: string | null;
}

const TRACK_COLUMNS = `t.id, t.platform_id, t.name, t.isrc, t.iswc, t.duration_ms, t.explicit, t.popularity, t.streams, t.track_number,
    al.platform_id as album_platform_id, al.name as album_name, al.image as album_image, al.release_date,
    ar.id as artist_id, ar.name as artist_name, ar.spotify_id as artist_spotify_id, ar.image as artist_image`;
/** A track's album and artist (it always has one): left joins on their keys, which a count of tracks skips. */
const TRACK_FROM = 'from tracks t left join albums al on al.id = t.album_id left join artists ar on ar.id = t.artist_id';
export const TRACK_SELECT = `select ${TRACK_COLUMNS} ${TRACK_FROM}`;

/** Track streams split over platforms by the typical platform shares. */
export function streamsByPlatform(streams: number): { platform: Platform; streams: number }[] {
  return PLATFORMS.map((platform) => ({ platform, streams: Math.round(streams * PLATFORM_SHARE[platform]) }));
}

export function trackEarnings(streams: number, rates: Rates): number {
  return streamsByPlatform(streams).reduce((total, entry) => total + entry.streams * rateOf(rates, entry.platform), 0);
}

/** What a track shows wherever it is answered, in a list or on its own. */
export function trackFields(row: TrackRow) {
  return {
    id: row.platform_id,
    name: row.name,
    isrc: row.isrc,
    durationMs: row.duration_ms,
    explicit: row.explicit,
    popularity: row.popularity,
    image: row.album_image,
    previewUrl: null,
    releaseDate: row.release_date,
  };
}

export function trackView(row: TrackRow, rates: Rates): Track {
  return {
    ...trackFields(row),
    _id: row.id,
    artists: [{ id: row.artist_spotify_id ?? row.artist_id, name: row.artist_name, _id: row.artist_id }],
    album: row.album_platform_id ? { id: row.album_platform_id, name: row.album_name ?? '', image: row.album_image } : null,
    streams: row.streams,
    estimatedEarnings: estimated(trackEarnings(row.streams, rates)),
  };
}

export function trackCredit(row: Pick<TrackRow, 'artist_id' | 'artist_name' | 'artist_spotify_id'>): Schemas['TrackArtistCredit'] {
  return { name: row.artist_name, platformId: row.artist_spotify_id, artistId: row.artist_id, role: 'PRIMARY_ARTIST' };
}

/** The album a track row is on, as the detailed answers show it. */
export function albumOfTrack(row: TrackRow): Schemas['TrackDetails']['album'] {
  return row.album_platform_id ? { id: row.album_platform_id, name: row.album_name ?? '', image: row.album_image, releaseDate: row.release_date } : null;
}

/** Streams in total and per platform, each platform's share priced at its rate. */
export function streamsWithEarnings(streams: number, rates: Rates): Schemas['TrackDetails']['streams'] {
  return {
    total: streams,
    byPlatform: streamsByPlatform(streams).map((entry) => ({ ...entry, estimatedEarnings: estimated(entry.streams * rateOf(rates, entry.platform)) })),
  };
}

/** Sort orders of track lists (the contract's `sortBy`), each ending on the id so pages never overlap. */
export const TRACK_ORDER = {
  streams: 't.streams desc, t.id',
  latest: '(select release_date from albums where id = t.album_id) desc nulls last, t.id',
  oldest: '(select release_date from albums where id = t.album_id) asc nulls last, t.id',
  title: 't.name, t.id',
} as const;

export interface AlbumRow {
  id: string;
  platform_id: string;
  name: string;
  album_type: Album['albumType'];
  image: string | null;
  release_date: string | null;
  upc: string | null;
  label: string | null;
  total_tracks: number;
  duration_ms: number;
  streams: number;
  artist_id: string;
  artist_name: string;
  artist_spotify_id: string | null;
  genres: string[];
}

const ALBUM_COLUMNS = `al.id, al.platform_id, al.name, al.album_type, al.image, al.release_date, al.upc, al.label,
    (select count(*)::int from tracks t where t.album_id = al.id) as total_tracks,
    (select coalesce(sum(t.duration_ms), 0)::int from tracks t where t.album_id = al.id) as duration_ms,
    al.streams,
    ar.id as artist_id, ar.name as artist_name, ar.spotify_id as artist_spotify_id, ar.genres`;
/** An album's artist (it always has one): a left join on its key, which a count of albums skips. */
const ALBUM_FROM = 'from albums al left join artists ar on ar.id = al.artist_id';
export const ALBUM_SELECT = `select ${ALBUM_COLUMNS} ${ALBUM_FROM}`;

export function albumView(row: AlbumRow): Album {
  return {
    id: row.platform_id,
    _id: row.id,
    name: row.name,
    albumType: row.album_type,
    image: row.image,
    releaseDate: row.release_date,
    totalTracks: row.total_tracks,
    artists: [{ id: row.artist_spotify_id ?? row.artist_id, name: row.artist_name, _id: row.artist_id }],
    upc: row.upc,
    label: row.label,
  };
}

export async function findAlbum(db: Queryable, platformId: string): Promise<AlbumRow> {
  const { rows } = await db.query<AlbumRow>(`${ALBUM_SELECT} where al.platform_id = $1`, [platformId]);
  if (!rows[0]) throw new HttpError(404, 'Album not found');
  return rows[0];
}

export async function assertArtistExists(db: Queryable, artistId: string): Promise<void> {
  const { rows } = await db.query('select 1 from artists where id = $1', [artistId]);
  if (rows.length === 0) throw new HttpError(404, 'Artist not found');
}

/** A list of tracks: which (`where` over `t`, `al` and `ar`, with its `params`) and in what order. */
export interface TrackList {
  where: string;
  params: readonly unknown[];
  order: string;
}

/** One page of tracks, each shown by `view`, and their number. */
export function pageOfTracks<Item>(db: Queryable, { where, params, order }: TrackList, window: PageWindow, view: (row: TrackRow) => Item): Promise<Page<Item>> {
  return selectPage(db, { select: TRACK_COLUMNS, from: `${TRACK_FROM} where ${where}`, params, order, view: (rows: TrackRow[]) => rows.map(view) }, window);
}

/** One page of albums, each shown by `view`, and their number. */
export function pageOfAlbums<Item>(db: Queryable, { where, params, order }: TrackList, window: PageWindow, view: (row: AlbumRow) => Item): Promise<Page<Item>> {
  return selectPage(db, { select: ALBUM_COLUMNS, from: `${ALBUM_FROM} where ${where}`, params, order, view: (rows: AlbumRow[]) => rows.map(view) }, window);
}

export function trackLinks(platformId: string): Schemas['PlatformLink'][] {
  return [{ platform: 'SPOTIFY', url: platformUrl('SPOTIFY', 'track', platformId) }];
}
