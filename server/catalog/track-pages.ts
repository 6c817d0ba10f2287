import type { Caller } from '../auth/authorize.js';
import type { Queryable } from '../db/index.js';
import { orderBy, type Page, pageWindow } from '../db/paging.js';
import type { components, operations } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { assertManages, managedArtistIds, namePattern } from './artists.js';
import { estimated } from './platforms.js';
import { loadRates, type Rates } from './rates.js';
import {
  type AlbumRow,
  albumOfTrack,
  albumView,
  assertArtistExists,
  findAlbum,
  pageOfAlbums,
  pageOfTracks,
  type Track,
  type TrackList,
  TRACK_ORDER,
  TRACK_SELECT,
  trackCredit,
  trackEarnings,
  type TrackRow,
  trackView,
} from './tracks.js';

type Schemas = components['schemas'];
type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;
type Paging = { page?: number | undefined; limit?: number | undefined };

/** Every track of the artist, most streamed first (404 for an unknown artist). */
export async function artistTracks(db: Queryable, artistId: string): Promise<Track[]> {
  await assertArtistExists(db, artistId);
  return topTracks(db, await loadRates(db), artistId);
}

/** The artist's most streamed tracks (all of them without `limit`); the artist is known to exist. */
export async function topTracks(db: Queryable, rates: Rates, artistId: string, limit?: number): Promise<Track[]> {
  const { rows } = await db.query<TrackRow>(`${TRACK_SELECT} where t.artist_id = $1 order by ${TRACK_ORDER.streams}${limit ? ` limit ${limit}` : ''}`, [artistId]);
  return rows.map((row) => trackView(row, rates));
}

const byArtist = (artistId: string): TrackList => ({ where: 't.artist_id = $1', params: [artistId], order: TRACK_ORDER.streams });
const onAlbum = (album: AlbumRow): TrackList => ({ where: 't.album_id = $1', params: [album.id], order: 't.track_number, t.id' });
const tracksAt = (rates: Rates) => (row: TrackRow) => trackView(row, rates);

/** A page of the artist's tracks, most streamed first. */
export async function artistTrackPage(db: Queryable, artistId: string, query: Paging): Promise<Page<Track>> {
  await assertArtistExists(db, artistId);
  return pageOfTracks(db, byArtist(artistId), pageWindow(query), tracksAt(await loadRates(db)));
}

/** A page of an album's tracks in album order. */
export async function albumTrackPage(db: Queryable, albumPlatformId: string, query: Paging): Promise<Page<Track>> {
  const album = await findAlbum(db, albumPlatformId);
  return pageOfTracks(db, onAlbum(album), pageWindow(query), tracksAt(await loadRates(db)));
}

/** The artist's catalogue: all their tracks, or one of their albums' tracks. */
export async function artistCatalog(db: Queryable, artistId: string, query: Query<'getArtistCatalog'>) {
  await assertArtistExists(db, artistId);
  const { catalogType = 'all-tracks', albumId } = query;
  const window = pageWindow(query, 15);
  const view = tracksAt(await loadRates(db));
  if (catalogType === 'all-tracks') return { ...(await pageOfTracks(db, byArtist(artistId), window, view)), catalogType, album: null };
  if (!albumId) throw new HttpError(400, 'albumId is required with catalogType=album-tracks');
  const album = await findAlbum(db, albumId);
  if (album.artist_id !== artistId) throw new HttpError(404, 'Album not found for this artist');
  return { ...(await pageOfTracks(db, onAlbum(album), window, view)), catalogType, album: albumView(album) };
}

/** What a track row shows in every list: the parts the summaries of the roster and of the admin share. */
function listedTrack(row: TrackRow, rates: Rates) {
  return {
    id: row.platform_id,
    platform: 'SPOTIFY' as const,
    name: row.name,
    image: row.album_image,
    artists: [trackCredit(row)],
    album: albumOfTrack(row),
    isrc: row.isrc,
    releaseDate: row.release_date,
    durationMs: row.duration_ms,
    streams: row.streams,
    estimatedEarnings: estimated(trackEarnings(row.streams, rates)),
  };
}

/** `where` of a filtered list: the conditions given, then the artist and the name searched for. */
function filtered(
  alias: 't' | 'al',
  { params, conditions }: { params: unknown[]; conditions: string[] },
  { artistId, search }: { artistId?: string | undefined; search?: string | undefined },
): Omit<TrackList, 'order'> {
  if (artistId) conditions.push(`${alias}.artist_id = $${params.push(artistId)}`);
  if (search?.trim()) conditions.push(`lower(${alias}.name) like $${params.push(namePattern(search))}`);
  return { where: conditions.join(' and '), params };
}

/** GET /tracks: the tracks of the artists the caller manages (403 for an artist they do not). */
export async function rosterTrackPage(db: Queryable, caller: Caller, query: Query<'listTracks'>): Promise<Schemas['TrackSummaryPage']> {
  const { search, artistId, sortBy = 'streams' } = query;
  if (artistId) await assertManages(db, { ...caller, roles: [] }, artistId);
  const list = filtered('t', { params: [caller.userId], conditions: [`t.artist_id in (${managedArtistIds('$1')})`] }, { artistId, search });
  const rates = await loadRates(db);
  return pageOfTracks(db, { ...list, order: orderBy(TRACK_ORDER, sortBy) }, pageWindow(query), (row) => ({
    ...listedTrack(row, rates),
    explicit: row.explicit,
    rosterArtist: { _id: row.artist_id, name: row.artist_name, image: row.artist_image, spotifyId: row.artist_spotify_id },
  }));
}

const ALBUM_ORDER = { streams: 'al.streams desc, al.id', latest: 'al.release_date desc nulls last, al.id', oldest: 'al.release_date asc nulls last, al.id', title: 'al.name, al.id' };

/** GET /admin/catalog: every track or every album of the catalogue. */
export async function adminCatalogPage(db: Queryable, query: Query<'adminListCatalog'>): Promise<Schemas['CatalogItemPage']> {
  const { search, type = 'track', artistId, sortBy = 'streams' } = query;
  const rates = await loadRates(db);
  const window = pageWindow(query);
  if (type === 'track') {
    const list = { ...filtered('t', { params: [], conditions: ['true'] }, { artistId, search }), order: orderBy(TRACK_ORDER, sortBy) };
    return pageOfTracks(db, list, window, (row) => ({ type: 'track' as const, ...listedTrack(row, rates), upc: null, trackCount: null }));
  }
  const list = { ...filtered('al', { params: [], conditions: ['true'] }, { artistId, search }), order: orderBy(ALBUM_ORDER, sortBy) };
  return pageOfAlbums(db, list, window, (row) => ({
    type: 'album' as const,
    id: row.platform_id,
    platform: 'SPOTIFY' as const,
    name: row.name,
    image: row.image,
    artists: [trackCredit(row)],
    album: null,
    isrc: null,
    upc: row.upc,
    releaseDate: row.release_date,
    durationMs: row.duration_ms,
    trackCount: row.total_tracks,
    streams: row.streams,
    estimatedEarnings: estimated(trackEarnings(row.streams, rates)),
  }));
}
