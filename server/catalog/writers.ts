import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { newObjectId } from '../db/ids.js';
import { orderBy, type Page, pageWindow, selectPage } from '../db/paging.js';
import type { components, operations } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { namePattern } from './artists.js';
import { cached } from './cache.js';
import { loadRates } from './rates.js';
import { pageOfTracks, trackView } from './tracks.js';

type Writer = components['schemas']['Writer'];
type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

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

const NOT_FOUND = 'Writer not found';

/** Name (substring, trigram index) or IPI number (prefix); best first, at most 50. */
export async function searchWriters(db: Queryable, query: string): Promise<Writer[]> {
  const text = query.trim();
  const { rows } = await db.query<WriterRow>(
    `select * from writers where lower(name) like $1 or ipi_number like $2
      order by (lower(name) = lower($3)) desc, (ipi_number = $3) desc, name, id limit 50`,
    [namePattern(text), /^\d+$/.test(text) ? `${text}%` : '', text],
  );
  return rows.map(writerView);
}

/** Sandbox writer source: a full name (two words or more) not in the catalogue is "found" there. */
const FULL_NAME = /^\p{L}[\p{L}'.-]*( \p{L}[\p{L}'.-]*)+$/u;

/**
 * The writers the search finds; when none, a full name is stored as a new writer with a stable
 * IPI number derived from the name (the sandbox's writer source).
 */
export async function searchOrAddWriter(db: Queryable, query: string): Promise<Writer[]> {
  const found = await searchWriters(db, query);
  const name = query.trim().replace(/\s+/g, ' ');
  if (found.length > 0 || !FULL_NAME.test(name)) return found;
  const ipi = String(100_000_000 + (parseInt(createHash('sha1').update(name.toLowerCase()).digest('hex').slice(0, 8), 16) % 99_999_999));
  const { rows } = await db.query<WriterRow>(
    `insert into writers (id, name, ipi_number) values ($1, $2, $3)
     on conflict (ipi_number) do update set ipi_number = excluded.ipi_number returning *`,
    [newObjectId(), name, ipi],
  );
  return rows.map(writerView);
}

const WRITER_ORDER = { name: 'name', createdAt: 'created_at' } as const;

/** A page of writers by name or by date added; the total is cached per search. */
export async function writerPage(db: Queryable, query: Query<'listWriters'>): Promise<Page<Writer>> {
  const { search, sortBy = 'name', sortDirection = 'asc', clearCache = false } = query;
  const params: unknown[] = [];
  const from = `from writers${search?.trim() ? ` where lower(name) like $${params.push(namePattern(search))}` : ''}`;
  const total = () =>
    cached(db, `writers:${search?.trim() ?? ''}`, clearCache, async () => {
      const { rows } = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, params);
      return rows[0]!.total;
    });
  const order = orderBy(WRITER_ORDER, sortBy, { direction: sortDirection, then: 'id' });
  return selectPage(db, { select: '*', from, params, order, count: total, view: (rows: WriterRow[]) => rows.map(writerView) }, pageWindow(query));
}

/** How many writers the catalogue holds (cached, shared with the unfiltered list's total). */
export async function writerCount(db: Queryable, clearCache = false): Promise<{ total: number }> {
  const total = await cached(db, 'writers:', clearCache, async () => {
    const { rows } = await db.query<{ total: number }>('select count(*)::int as total from writers');
    return rows[0]!.total;
  });
  return { total };
}

export async function findWriter(db: Queryable, id: string): Promise<Writer> {
  const { rows } = await db.query<WriterRow>('select * from writers where id = $1', [id]);
  if (!rows[0]) throw new HttpError(404, NOT_FOUND);
  return writerView(rows[0]);
}

/** A page of the tracks the writer wrote, newest release first. */
export async function writerTrackPage(db: Queryable, id: string, query: Query<'getWriterDiscography'>) {
  const { rows: found } = await db.query('select 1 from writers where id = $1', [id]);
  if (found.length === 0) throw new HttpError(404, NOT_FOUND);
  const rates = await loadRates(db);
  const list = { where: 't.id in (select track_id from track_writers where writer_id = $1)', params: [id], order: 'al.release_date desc nulls last, t.id' };
  return pageOfTracks(db, list, pageWindow(query), (row) => trackView(row, rates));
}
