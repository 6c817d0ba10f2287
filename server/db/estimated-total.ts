import type { Queryable } from './database.js';
import { executeGeneric, withLiterals } from './literals.js';
import type { PageWindow } from './paging.js';

/**
 * Totals are counted up to this many rows; past it they are estimated. A bounded count is not
 * cheap when the rows come from a bitmap (a name search builds the bitmap of every match before
 * the first row): counting 10,000 put a search page's p99 at 266 ms over 100,000 artists on
 * PGlite; at 1,000 it is about half (issue #40, `npm run bench -- --lists`).
 */
export const EXACT_TOTAL_UP_TO = 1_000;

export interface Total {
  total: number;
  totalIsEstimate: boolean;
}

/**
 * The number of rows of `from` (`from … [where …]`) without reading them all: when the planner
 * expects more than `exactUpTo`, its estimate (EXPLAIN: the table's statistics, no row read);
 * else a count that stops after `exactUpTo + 1` rows, exact unless the planner was wrong and it
 * reached the bound (then `exactUpTo + 1`, an estimate). An exact count(*) over 100,000 rows was
 * most of a list's time once its page came from an index.
 */
export async function countOrEstimate(db: Queryable, from: string, params: readonly unknown[], exactUpTo = EXACT_TOTAL_UP_TO): Promise<Total> {
  return (await pageAndTotal(db, { from, params, total: true }, exactUpTo)).total!;
}

/** A page's select (placeholders $1 …, its own values), planned once for every call when `generic` (see `pageAndTotal`). */
export interface PageQuery {
  sql: string;
  params: readonly unknown[];
  /** Its plan does not depend on the values: on an engine that keeps statements prepared, it is planned once. */
  generic?: boolean;
  /**
   * The same page read from `matches` (`columns` of every row of `from`, at most `exactUpTo` + 1,
   * same placeholders): for a list the planner may expect to be short, whose page and count then
   * come from one read of its rows instead of a walk of the sort's index and a count after it.
   * Its rows then come back as JSON (times as text), as the artists' page always does.
   */
  fromMatches?: { columns: string; sql: string } | undefined;
}

/**
 * The rows of `page` and the total of `from` (as `countOrEstimate`), each only when asked, in one
 * round trip: the planner's estimate and the page go as one script, with the values written in
 * as literals, or the page as a prepared statement under its generic plan when it asks for one
 * and the engine keeps statements (`Queryable.prepared`). Two queries cost a list page twice the
 * database's wake-ups and socket writes, about a third of its time on a cache miss (issue #40).
 * A total the planner puts at `exactUpTo` or fewer is then counted by a second query.
 */
export async function pageAndTotal<Row>(
  db: Queryable,
  { from, params, page, total: wantTotal }: { from: string; params: readonly unknown[]; page?: PageQuery | undefined; total: boolean },
  exactUpTo = EXACT_TOTAL_UP_TO,
): Promise<{ rows?: Row[]; total?: Total }> {
  if (!Number.isSafeInteger(exactUpTo) || exactUpTo < 0) throw new RangeError(`exactUpTo must be a whole number, not ${exactUpTo}`);
  if (wantTotal && page?.fromMatches) return pageFromMatches<Row>(db, { from, params, page, fromMatches: page.fromMatches }, exactUpTo);
  const statements = [...(wantTotal ? [estimateStatement(from, params)] : []), ...(page ? [await pageStatement(db, page)] : [])];
  if (statements.length === 0) return {};
  const results = await db.script(statements.join(';\n'));
  const rows = page ? (results.at(-1)!.rows as Row[]) : undefined;
  if (!wantTotal) return { rows };
  const planned = planRows(results[0]!.rows);
  if (planned > exactUpTo) return { rows, total: { total: planned, totalIsEstimate: true } };
  const { rows: counts } = await db.query<{ total: number }>(`select count(*)::int as total from (select 1 ${from} limit ${exactUpTo + 1}) bounded`, [...params]);
  const counted = counts[0]!.total;
  return { rows, total: { total: counted, totalIsEstimate: counted > exactUpTo } };
}

/**
 * `pageAndTotal` for a page that can be read from its matches: the planner's estimate first; when
 * it expects `exactUpTo` rows or fewer, they are read once (a search's bitmap of its few matches),
 * counted and sorted for the page, in one query. Over 100,000 artists on PGlite a search matching
 * 600 cost 4.4 ms as a walk of 4,000 rows of the sort's index and a count, 2.3 ms so (issue #40).
 * When the planner was wrong (more than `exactUpTo` matches), the page is read as usual.
 */
async function pageFromMatches<Row>(
  db: Queryable,
  { from, params, page, fromMatches }: { from: string; params: readonly unknown[]; page: PageQuery; fromMatches: { columns: string; sql: string } },
  exactUpTo: number,
): Promise<{ rows: Row[]; total: Total }> {
  const planned = planRows((await db.script(estimateStatement(from, params)))[0]!.rows);
  if (planned > exactUpTo) return { rows: await readPage<Row>(db, page), total: { total: planned, totalIsEstimate: true } };
  const [matched] = await db.script(
    withLiterals(
      `with matches as materialized (select ${fromMatches.columns} ${from} limit ${exactUpTo + 1})
       select (select count(*)::int from matches) as total, (select coalesce(json_agg(read), '[]') from (${fromMatches.sql}) read) as rows`,
      page.params,
    ),
  );
  const { total, rows } = matched!.rows[0] as { total: number; rows: Row[] };
  if (total <= exactUpTo) return { rows, total: { total, totalIsEstimate: false } };
  return { rows: await readPage<Row>(db, page), total: { total, totalIsEstimate: true } };
}

/** The rows of a page: its statement kept and run under its generic plan when it asks for one and the engine keeps statements. */
export async function readPage<Row>(db: Queryable, page: PageQuery): Promise<Row[]> {
  return (await db.script(await pageStatement(db, page))).at(-1)!.rows as Row[];
}

/** The planner's estimate of the rows of `from`, as a statement with its values written in. */
function estimateStatement(from: string, params: readonly unknown[]): string {
  return withLiterals(`explain (format json) select 1 ${from}`, params);
}

async function pageStatement(db: Queryable, { sql, params, generic }: PageQuery): Promise<string> {
  const name = generic ? await db.prepared?.(sql) : undefined;
  return name ? executeGeneric(name, params) : withLiterals(sql, params);
}

/** The rows the planner expects `select` to return. */
export async function plannedRows(db: Queryable, select: string, params: readonly unknown[]): Promise<number> {
  return planRows((await db.query(`explain (format json) ${select}`, [...params])).rows);
}

function planRows(rows: Record<string, unknown>[]): number {
  const plan = rows[0]!['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(root.Plan['Plan Rows']);
}

/**
 * An estimated total squared with the page it came with: never below the rows the page proves,
 * and exact once a page shorter than its limit shows where the list ends (a first page always
 * does; a later empty page shows nothing).
 */
export function settleTotal(total: Total, { offset, limit }: PageWindow, items: number): Total {
  if (!total.totalIsEstimate) return total;
  if (items === 0) return offset === 0 ? { total: 0, totalIsEstimate: false } : total;
  if (items < limit) return { total: offset + items, totalIsEstimate: false };
  return { total: Math.max(total.total, offset + items), totalIsEstimate: true };
}
