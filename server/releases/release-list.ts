import { PLATFORMS } from '../catalog/platforms.js';
import { loadDailyStreams, sum } from '../catalog/streams.js';
import { todayNumber } from '../catalog/synthetic-streams.js';
import type { Queryable } from '../db/index.js';
import { orderBy, type Page, pageWindow, selectPage } from '../db/paging.js';
import type { QueryOf } from '../contract/operations.js';
import type { ReleaseSummary } from './release-types.js';
import { storedFile, type FileLinks } from './release-view.js';
import { DRAFT_STATUSES, PUBLISHED_STATUSES } from './state.js';

type ListQuery = QueryOf<'listReleases'>;

/** Days of streams behind the "popular" order. */
export const POPULAR_WINDOW_DAYS = 28;

export const DISPLAY_STATUS = `case when r.status = 'DRAFT' and cardinality(r.missing_fields) > 0 then 'INCOMPLETE' else r.status end`;

export type SummaryRow = {
  id: string;
  title: string;
  title_version: string | null;
  format: ReleaseSummary['format'];
  status: ReleaseSummary['status'];
  display_status: ReleaseSummary['displayStatus'];
  missing_fields: string[];
  cover_key: string | null;
  cover_thumbnail_key: string | null;
  label: string | null;
  primary_genre: string | null;
  release_date: Date | null;
  upc: string | null;
  track_count: number;
  primary_artists: { name: string; spotifyId: string | null; appleId: string | null; artistId: string | null }[];
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
};

/** The columns of a list row (`SummaryRow`), of releases aliased `r`. */
export const SUMMARY_COLUMNS = `r.id, r.title, r.title_version, r.format, r.status, ${DISPLAY_STATUS} as display_status, r.missing_fields, r.cover_key,
  r.cover_thumbnail_key, r.label, r.primary_genre, r.release_date, r.upc, r.created_at, r.updated_at, r.submitted_at,
  (select count(*)::int from release_tracks t where t.release_id = r.id) as track_count,
  coalesce((select jsonb_agg(jsonb_build_object('name', ra.name, 'spotifyId', ra.spotify_id, 'appleId', ra.apple_id, 'artistId', ra.linked_artist_id) order by ra.position)
            from release_artists ra where ra.release_id = r.id and ra.track_position is null and ra.role = 'PRIMARY_ARTIST'), '[]') as primary_artists`;

/** Text search over the title, label, UPC and artist names (`pattern` is a bound like-pattern). */
export const searchCondition = (pattern: string) => `(lower(r.title) like ${pattern} or lower(r.label) like ${pattern} or r.upc like ${pattern}
      or exists (select 1 from release_artists ra where ra.release_id = r.id and lower(ra.name) like ${pattern}))`;

export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const ORDER: Record<Exclude<ListQuery['sortBy'], undefined | 'popular'>, string> = {
  latest: 'r.updated_at desc, r.id desc',
  oldest: 'r.updated_at asc, r.id asc',
  title: 'lower(r.title) asc, r.id asc',
};

/**
 * The release management list: the caller's own releases (never others' of a roster artist, see
 * release-access.ts), filtered, searched (title, label, UPC, artist names), ordered and paged.
 */
export async function listReleases(db: Queryable, callerId: string, query: ListQuery, links: FileLinks): Promise<Page<ReleaseSummary>> {
  const sortBy = query.sortBy ?? 'latest';
  const params: unknown[] = [callerId];
  const where = ['r.owner_id = $1'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (query.filter === 'published') where.push(`r.status = any(${add(PUBLISHED_STATUSES)}::text[])`);
  if (query.filter === 'draft') where.push(`r.status = any(${add(DRAFT_STATUSES)}::text[])`);
  if (query.status && query.status.length > 0) where.push(`(${DISPLAY_STATUS}) = any(${add(query.status)}::text[])`);
  if (query.format) where.push(`r.format = ${add(query.format)}`);
  if (query.artistId) where.push(`r.artist_id = ${add(query.artistId)}`);
  const search = query.search?.trim().toLowerCase();
  if (search) {
    where.push(searchCondition(add(likePattern(search))));
  }
  const filtered = `from releases r where ${where.join(' and ')}`;
  const window = pageWindow(query, 20);
  const view = (rows: SummaryRow[]) => rows.map((row) => summaryView(row, links));
  if (sortBy !== 'popular') return selectPage(db, { select: SUMMARY_COLUMNS, from: filtered, params, order: orderBy(ORDER, sortBy), view }, window);
  const ranked = await popularIds(db, filtered, params);
  // The page is cut from the ranking: its rows are read by id in that order, the total is the ranking's length.
  return selectPage(
    db,
    {
      select: SUMMARY_COLUMNS,
      from: 'from releases r where r.id = any($1::text[])',
      params: [ranked.slice(window.offset, window.offset + window.limit)],
      order: 'array_position($1::text[], r.id)',
      count: async () => ranked.length,
      view,
    },
    { ...window, offset: 0 },
  );
}

/** Ids of the filtered releases, most streamed in the last 28 days first (ties: latest change first). */
async function popularIds(db: Queryable, filtered: string, params: readonly unknown[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`select r.id ${filtered} order by ${ORDER.latest}`, [...params]);
  const streams = await recentStreams(db, rows.map((row) => row.id));
  return rows
    .map((row, index) => ({ id: row.id, index, streams: streams.get(row.id) ?? 0 }))
    .sort((a, b) => b.streams - a.streams || a.index - b.index)
    .map((row) => row.id);
}

export function summaryView(row: SummaryRow, links: FileLinks): ReleaseSummary {
  const cover = storedFile(links, row.cover_key, row.cover_thumbnail_key);
  return {
    _id: row.id,
    title: row.title,
    titleVersion: row.title_version,
    format: row.format,
    status: row.status,
    displayStatus: row.display_status,
    missingFields: row.display_status === 'INCOMPLETE' ? row.missing_fields : [],
    coverArtUrl: cover?.url ?? null,
    coverThumbnailUrl: cover?.thumbnailUrl ?? null,
    primaryArtists: row.primary_artists,
    label: row.label,
    primaryGenre: row.primary_genre,
    releaseDate: row.release_date?.toISOString() ?? null,
    upc: row.upc,
    trackCount: row.track_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    submittedAt: row.submitted_at?.toISOString() ?? null,
  };
}

/**
 * Catalogue streams of the last 28 days of each release's tracks, matched by ISRC: the artist's
 * daily streams on every platform times the track's share of them.
 */
export async function recentStreams(db: Queryable, releaseIds: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (releaseIds.length === 0) return result;
  const { rows } = await db.query<{ release_id: string; artist_id: string; stream_share: number; monthly_listeners: number | null; synthetic_streams: boolean }>(
    `select distinct rt.release_id, t.id as track_id, t.artist_id, t.stream_share, a.monthly_listeners, a.synthetic_streams
     from release_tracks rt join tracks t on t.isrc = rt.isrc join artists a on a.id = t.artist_id
     where rt.release_id = any($1::text[]) and rt.isrc is not null`,
    [releaseIds],
  );
  if (rows.length === 0) return result;
  const today = todayNumber();
  const subjects = [...new Map(rows.map((row) => [row.artist_id, { id: row.artist_id, monthlyListeners: row.monthly_listeners, syntheticStreams: row.synthetic_streams }])).values()];
  const daily = await loadDailyStreams(db, subjects, PLATFORMS, today - POPULAR_WINDOW_DAYS, today - 1);
  for (const row of rows) {
    const artistTotal = sum([...(daily.get(row.artist_id)?.values() ?? [])].map(sum));
    result.set(row.release_id, (result.get(row.release_id) ?? 0) + artistTotal * row.stream_share);
  }
  return result;
}
