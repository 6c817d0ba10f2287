import { assertManages, managedArtistIds, namePattern } from '../catalog/artists.js';
import { estimated, platformUrl } from '../catalog/platforms.js';
import { loadRates, rateOf } from '../catalog/rates.js';
import {
  ALBUM_SELECT,
  type AlbumRow,
  albumView,
  assertArtistExists,
  findAlbum,
  pageOfTracks,
  streamsByPlatform,
  TRACK_SELECT,
  trackCredit,
  trackEarnings,
  trackLinks,
  type TrackRow,
  trackView,
} from '../catalog/tracks.js';
import { listWorks } from '../catalog/works.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from './types.js';

const TRACK_ORDER = {
  streams: 't.streams desc, t.id',
  latest: '(select release_date from albums where id = t.album_id) desc nulls last, t.id',
  oldest: '(select release_date from albums where id = t.album_id) asc nulls last, t.id',
  title: 't.name, t.id',
} as const;

export const catalogHandlers = {
  async listArtistAllTracks(request) {
    await assertArtistExists(this.db, request.params.id);
    const rates = await loadRates(this.db);
    const { rows } = await this.db.query<TrackRow>(`${TRACK_SELECT} where t.artist_id = $1 order by t.streams desc, t.id`, [request.params.id]);
    return rows.map((row) => trackView(row, rates));
  },

  async listArtistTracks(request) {
    await assertArtistExists(this.db, request.params.id);
    const { page = 1, limit = 25 } = request.query;
    return pageOfTracks(this.db, await loadRates(this.db), { where: 't.artist_id = $1', params: [request.params.id], order: TRACK_ORDER.streams, page, limit });
  },

  async listAlbumTracks(request) {
    const album = await findAlbum(this.db, request.params.albumId);
    const { page = 1, limit = 25 } = request.query;
    return pageOfTracks(this.db, await loadRates(this.db), { where: 't.album_id = $1', params: [album.id], order: 't.track_number, t.id', page, limit });
  },

  async getArtistCatalog(request) {
    await assertArtistExists(this.db, request.params.id);
    const { page = 1, limit = 15, catalogType = 'all-tracks', albumId } = request.query;
    const rates = await loadRates(this.db);
    if (catalogType === 'all-tracks') {
      const result = await pageOfTracks(this.db, rates, { where: 't.artist_id = $1', params: [request.params.id], order: TRACK_ORDER.streams, page, limit });
      return { ...result, catalogType, album: null };
    }
    if (!albumId) throw new HttpError(400, 'albumId is required with catalogType=album-tracks');
    const album = await findAlbum(this.db, albumId);
    if (album.artist_id !== request.params.id) throw new HttpError(404, 'Album not found for this artist');
    const result = await pageOfTracks(this.db, rates, { where: 't.album_id = $1', params: [album.id], order: 't.track_number, t.id', page, limit });
    return { ...result, catalogType, album: albumView(album) };
  },

  async getArtistCanvas(request) {
    await assertArtistExists(this.db, request.params.id);
    const { rows } = await this.db.query<{ canvas_url: string }>('select canvas_url from canvases where artist_id = $1', [request.params.id]);
    return { canvasUrl: rows[0]?.canvas_url ?? null };
  },

  async getArtistDiscography(request) {
    await assertArtistExists(this.db, request.params.id);
    const { rows } = await this.db.query<AlbumRow>(`${ALBUM_SELECT} where al.artist_id = $1 order by al.release_date desc nulls last, al.id`, [request.params.id]);
    return rows.map(albumView);
  },

  async getTrack(request) {
    const { rows } = await this.db.query<TrackRow>(`${TRACK_SELECT} where t.platform_id = $1`, [request.params.trackId]);
    const row = rows[0];
    if (!row) throw new HttpError(404, 'Track not found');
    const rates = await loadRates(this.db);
    const writers = await this.db.query<{ id: string; name: string; ipi_number: string | null; role: 'COMPOSER'; share_percent: string | null; pro: string | null }>(
      `select w.id, w.name, w.ipi_number, tw.role, tw.share_percent, w.pro
         from track_writers tw join writers w on w.id = tw.writer_id where tw.track_id = $1 order by tw.share_percent desc nulls last, w.name`,
      [row.id],
    );
    const track = trackView(row, rates);
    return {
      id: row.platform_id,
      platform: 'SPOTIFY',
      name: row.name,
      isrc: row.isrc,
      durationMs: row.duration_ms,
      explicit: row.explicit,
      popularity: row.popularity,
      image: row.album_image,
      previewUrl: null,
      releaseDate: row.release_date,
      album: row.album_platform_id ? { id: row.album_platform_id, name: row.album_name ?? '', image: row.album_image, releaseDate: row.release_date } : null,
      artists: [trackCredit(row)],
      writers: writers.rows.map((writer) => ({
        writerId: writer.id,
        name: writer.name,
        ipiNumber: writer.ipi_number,
        role: writer.role,
        sharePercent: writer.share_percent === null ? null : Number(writer.share_percent),
        pro: writer.pro,
      })),
      streams: {
        total: row.streams,
        byPlatform: streamsByPlatform(row.streams).map((entry) => ({ ...entry, estimatedEarnings: estimated(entry.streams * rateOf(rates, entry.platform)) })),
      },
      estimatedEarnings: track.estimatedEarnings!,
      streamsUpdatedAt: null,
      links: trackLinks(row.platform_id),
    };
  },

  async getAlbum(request) {
    const album = await findAlbum(this.db, request.params.albumId);
    const rates = await loadRates(this.db);
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
      streams: {
        total: album.streams,
        byPlatform: streamsByPlatform(album.streams).map((entry) => ({ ...entry, estimatedEarnings: estimated(entry.streams * rateOf(rates, entry.platform)) })),
      },
      estimatedEarnings: estimated(trackEarnings(album.streams, rates)),
      links: [{ platform: 'SPOTIFY', url: platformUrl('SPOTIFY', 'album', album.platform_id) }],
    };
  },

  async listTracks(request) {
    const caller = request.caller!;
    const { page = 1, limit = 25, search, artistId, sortBy = 'streams' } = request.query;
    if (artistId) await assertManages(this.db, { ...caller, roles: [] }, artistId);
    const params: unknown[] = [caller.userId];
    const conditions = [`t.artist_id in (${managedArtistIds('$1')})`];
    if (artistId) conditions.push(`t.artist_id = $${params.push(artistId)}`);
    if (search?.trim()) conditions.push(`lower(t.name) like $${params.push(namePattern(search))}`);
    const where = conditions.join(' and ');
    const rates = await loadRates(this.db);
    const [items, count] = await Promise.all([
      this.db.query<TrackRow>(`${TRACK_SELECT} where ${where} order by ${TRACK_ORDER[sortBy]} limit ${limit} offset ${(page - 1) * limit}`, params),
      this.db.query<{ total: number }>(`select count(*)::int as total from tracks t where ${where}`, params),
    ]);
    return {
      items: items.rows.map((row) => ({
        id: row.platform_id,
        platform: 'SPOTIFY' as const,
        name: row.name,
        isrc: row.isrc,
        image: row.album_image,
        durationMs: row.duration_ms,
        explicit: row.explicit,
        releaseDate: row.release_date,
        album: row.album_platform_id ? { id: row.album_platform_id, name: row.album_name ?? '', image: row.album_image, releaseDate: row.release_date } : null,
        artists: [trackCredit(row)],
        rosterArtist: { _id: row.artist_id, name: row.artist_name, image: row.artist_image, spotifyId: row.artist_spotify_id },
        streams: row.streams,
        estimatedEarnings: estimated(trackEarnings(row.streams, rates)),
      })),
      page,
      limit,
      total: count.rows[0]!.total,
    };
  },

  async listWorks(request) {
    return listWorks(this.db, request.caller!.userId, request.query);
  },

  async adminListCatalog(request) {
    const { page = 1, limit = 25, search, type = 'track', artistId, sortBy = 'streams' } = request.query;
    const rates = await loadRates(this.db);
    const params: unknown[] = [];
    const conditions = ['true'];
    const alias = type === 'track' ? 't' : 'al';
    if (artistId) conditions.push(`${alias}.artist_id = $${params.push(artistId)}`);
    if (search?.trim()) conditions.push(`lower(${alias}.name) like $${params.push(namePattern(search))}`);
    const where = conditions.join(' and ');
    const offset = (page - 1) * limit;
    if (type === 'track') {
      const [items, count] = await Promise.all([
        this.db.query<TrackRow & { upc: string | null }>(`${TRACK_SELECT} where ${where} order by ${TRACK_ORDER[sortBy]} limit ${limit} offset ${offset}`, params),
        this.db.query<{ total: number }>(`select count(*)::int as total from tracks t where ${where}`, params),
      ]);
      return {
        items: items.rows.map((row) => ({
          type: 'track' as const,
          id: row.platform_id,
          platform: 'SPOTIFY' as const,
          name: row.name,
          image: row.album_image,
          artists: [trackCredit(row)],
          album: row.album_platform_id ? { id: row.album_platform_id, name: row.album_name ?? '', image: row.album_image, releaseDate: row.release_date } : null,
          isrc: row.isrc,
          upc: null,
          releaseDate: row.release_date,
          durationMs: row.duration_ms,
          trackCount: null,
          streams: row.streams,
          estimatedEarnings: estimated(trackEarnings(row.streams, rates)),
        })),
        page,
        limit,
        total: count.rows[0]!.total,
      };
    }
    const albumOrder = { streams: 'al.streams desc, al.id', latest: 'al.release_date desc nulls last, al.id', oldest: 'al.release_date asc nulls last, al.id', title: 'al.name, al.id' }[sortBy];
    const [items, count] = await Promise.all([
      this.db.query<AlbumRow>(`${ALBUM_SELECT} where ${where} order by ${albumOrder} limit ${limit} offset ${offset}`, params),
      this.db.query<{ total: number }>(`select count(*)::int as total from albums al where ${where}`, params),
    ]);
    return {
      items: items.rows.map((row) => ({
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
      })),
      page,
      limit,
      total: count.rows[0]!.total,
    };
  },
} satisfies Handlers;
