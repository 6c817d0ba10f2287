import { createHash } from 'node:crypto';
import { namePattern } from '../catalog/artists.js';
import { cached } from '../catalog/cache.js';
import { loadRates } from '../catalog/rates.js';
import { pageOfTracks } from '../catalog/tracks.js';
import type { Queryable } from '../db/index.js';
import { newObjectId } from '../db/ids.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from './types.js';

type Writer = components['schemas']['Writer'];
interface WriterRow {
  id: string;
  name: string;
  image: string | null;
  ipi_number: string | null;
  pro: string | null;
  created_at: Date;
}

const writerView = (row: WriterRow): Writer => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  ipiNumber: row.ipi_number,
  pro: row.pro,
  createdAt: row.created_at.toISOString(),
});

/** Name (substring, trigram index) or IPI number (prefix); best first, at most 50. */
async function searchWriters(db: Queryable, query: string): Promise<Writer[]> {
  const text = query.trim();
  const { rows } = await db.query<WriterRow>(
    `select * from writers where lower(name) like $1 or ipi_number like $2
      order by (lower(name) = lower($3)) desc, (ipi_number = $3) desc, name, id limit 50`,
    [namePattern(text), /^\d+$/.test(text) ? `${text}%` : '', text],
  );
  return rows.map(writerView);
}

export const writerHandlers = {
  async listWriters(request) {
    const { page = 1, limit = 25, search, sortBy = 'name', sortDirection = 'asc', clearCache = false } = request.query;
    const params: unknown[] = [];
    const where = search?.trim() ? `where lower(name) like $${params.push(namePattern(search))}` : '';
    const direction = sortDirection === 'desc' ? 'desc' : 'asc';
    const column = sortBy === 'createdAt' ? 'created_at' : 'name';
    const [items, total] = await Promise.all([
      this.db.query<WriterRow>(`select * from writers ${where} order by ${column} ${direction}, id ${direction} limit ${limit} offset ${(page - 1) * limit}`, params),
      cached(this.db, `writers:${search?.trim() ?? ''}`, clearCache, async () => {
        const { rows } = await this.db.query<{ total: number }>(`select count(*)::int as total from writers ${where}`, params);
        return rows[0]!.total;
      }),
    ]);
    return { items: items.rows.map(writerView), page, limit, total };
  },

  async countWriters(request) {
    const total = await cached(this.db, 'writers:', request.query.clearCache ?? false, async () => {
      const { rows } = await this.db.query<{ total: number }>('select count(*)::int as total from writers');
      return rows[0]!.total;
    });
    return { total };
  },

  async getWriter(request) {
    const { rows } = await this.db.query<WriterRow>('select * from writers where id = $1', [request.params.id]);
    if (!rows[0]) throw new HttpError(404, 'Writer not found');
    return writerView(rows[0]);
  },

  async getWriterDiscography(request) {
    const { rows: found } = await this.db.query('select 1 from writers where id = $1', [request.params.id]);
    if (found.length === 0) throw new HttpError(404, 'Writer not found');
    const { page = 1, limit = 25 } = request.query;
    return pageOfTracks(this.db, await loadRates(this.db), {
      where: 't.id in (select track_id from track_writers where writer_id = $1)',
      params: [request.params.id],
      order: 'al.release_date desc nulls last, t.id',
      page,
      limit,
    });
  },

  async searchWriters(request) {
    return searchWriters(this.db, request.query.query);
  },

  async searchUpsertWriters(request) {
    const found = await searchWriters(this.db, request.query.query);
    const name = request.query.query.trim().replace(/\s+/g, ' ');
    // Sandbox writer source: a full name (two words or more) not in the catalogue is "found" there
    // and stored, with a stable IPI number derived from the name.
    if (found.length > 0 || !/^\p{L}[\p{L}'.-]*( \p{L}[\p{L}'.-]*)+$/u.test(name)) return found;
    const ipi = String(100_000_000 + (parseInt(createHash('sha1').update(name.toLowerCase()).digest('hex').slice(0, 8), 16) % 99_999_999));
    const { rows } = await this.db.query<WriterRow>(
      `insert into writers (id, name, ipi_number) values ($1, $2, $3)
       on conflict (ipi_number) do update set ipi_number = excluded.ipi_number returning *`,
      [newObjectId(), name, ipi],
    );
    return rows.map(writerView);
  },
} satisfies Handlers;
