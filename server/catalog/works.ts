import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { managedArtistIds, namePattern } from './artists.js';

type Work = components['schemas']['Work'];

interface WorkRow {
  id: string;
  platform_id: string;
  name: string;
  isrc: string | null;
  iswc: string | null;
  artist_name: string;
  created_at: Date;
  writers: { writerId: string; name: string; ipiNumber: string | null; role: 'COMPOSER'; sharePercent: number | null; pro: string | null }[];
}

/**
 * Works are the compositions (with writer credits) behind the tracks of the artists the user
 * manages: one work per track (its ISWC, writers and recording); registrations follow from the
 * ISWC and the writers' PROs.
 */
export async function listWorks(
  db: Queryable,
  userId: string,
  { page = 1, limit = 25, search, writerId, sortBy = 'title' }: { page?: number; limit?: number; search?: string; writerId?: string; sortBy?: 'title' | 'latest' },
): Promise<{ items: Work[]; page: number; limit: number; total: number }> {
  const params: unknown[] = [userId];
  const conditions = [`t.artist_id in (${managedArtistIds('$1')})`, 'exists (select 1 from track_writers tw where tw.track_id = t.id)'];
  if (writerId) conditions.push(`exists (select 1 from track_writers tw where tw.track_id = t.id and tw.writer_id = $${params.push(writerId)})`);
  if (search?.trim()) conditions.push(`lower(t.name) like $${params.push(namePattern(search))}`);
  const where = conditions.join(' and ');
  const order = sortBy === 'latest' ? '(select release_date from albums where id = t.album_id) desc nulls last, t.id' : 't.name, t.id';
  const [items, count] = await Promise.all([
    db.query<WorkRow>(
      `select t.id, t.platform_id, t.name, t.isrc, t.iswc, t.created_at, ar.name as artist_name,
              (select jsonb_agg(jsonb_build_object('writerId', w.id, 'name', w.name, 'ipiNumber', w.ipi_number, 'role', tw.role,
                                                   'sharePercent', tw.share_percent, 'pro', w.pro) order by w.name)
                 from track_writers tw join writers w on w.id = tw.writer_id where tw.track_id = t.id) as writers
         from tracks t join artists ar on ar.id = t.artist_id
        where ${where} order by ${order} limit ${limit} offset ${(page - 1) * limit}`,
      params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from tracks t where ${where}`, params),
  ]);
  return { items: items.rows.map(workView), page, limit, total: count.rows[0]!.total };
}

function workView(row: WorkRow): Work {
  const pros = [...new Set(row.writers.map((writer) => writer.pro).filter((pro): pro is string => pro !== null))];
  return {
    _id: row.id,
    title: row.name,
    alternateTitles: [],
    iswc: row.iswc,
    writers: row.writers.map((writer) => ({ ...writer, sharePercent: writer.sharePercent === null ? null : Number(writer.sharePercent) })),
    recordings: [{ trackId: row.platform_id, isrc: row.isrc, title: row.name, artistName: row.artist_name }],
    registrations: [
      { society: 'MLC', status: row.iswc ? 'registered' : 'not_registered', societyWorkId: row.iswc ? `MLC${row.iswc.slice(1, 9)}` : null },
      ...pros.map((pro) => ({ society: pro, status: row.iswc ? ('registered' as const) : ('pending' as const), societyWorkId: null })),
    ],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.created_at.toISOString(),
  };
}
