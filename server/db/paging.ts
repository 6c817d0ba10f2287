import type { Queryable } from './database.js';

/** A page of a list as every paged answer of the contract carries it. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

export type SortDirection = 'asc' | 'desc';

/** The contract's `page` (from 1) and `limit` with their defaults, and the rows skipped before the page. */
export function pageWindow(query: { page?: number | undefined; limit?: number | undefined }, defaultLimit = 25): PageWindow {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  // Both go into the SQL text: only whole numbers may (the contract's validation makes them so).
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1, not ${page}`);
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`limit must be a whole number from 0, not ${limit}`);
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * The ORDER BY text of a sort key: only the expressions of the whitelist ever reach the SQL. With
 * `direction`, the key's expression and then `then` (the tie-break that makes pages stable) are
 * sorted that way; without it the whitelist's text is used as it is (it carries its own directions).
 */
export function orderBy<Key extends string>(
  whitelist: Readonly<Record<Key, string>>,
  key: Key,
  sort?: { direction: SortDirection; then: string; nullsLast?: boolean },
): string {
  if (!Object.hasOwn(whitelist, key)) throw new RangeError(`Unknown sort key ${key}`);
  const expression = whitelist[key];
  if (!sort) return expression;
  const direction = sort.direction === 'asc' ? 'asc' : 'desc';
  return `${expression} ${direction}${sort.nullsLast ? ' nulls last' : ''}, ${sort.then} ${direction}`;
}

export interface PageSelect<Row, Item> {
  /** The select list of a row. */
  select: string;
  /** `from … [where …]`, shared by the rows and the count. */
  from: string;
  params?: readonly unknown[];
  /** ORDER BY text, from `orderBy` or fixed. */
  order: string;
  /** The total found another way than `count(*)` over `from` (a cached figure). */
  count?: () => Promise<number>;
  /** Rows to items; the rows themselves when absent. */
  view?: (rows: Row[]) => Item[] | Promise<Item[]>;
}

/**
 * One page of a list query and the number of rows over all pages: the window (limit + offset), the
 * whitelisted order and the count, written once for every list the server answers.
 */
export async function selectPage<Row, Item = Row>(db: Queryable, query: PageSelect<Row, Item>, window: PageWindow): Promise<Page<Item>> {
  const count = query.count ?? (async () => (await countRows<{ total: number }>(db, query.from, query.params)).total);
  return pageWith(db, query, window, count());
}

/**
 * `selectPage` with more aggregates over all the rows beside the total (`sum(u.streams) as streams`),
 * computed by the same query as the count.
 */
export async function selectPageWithTotals<Row, Totals extends object, Item = Row>(
  db: Queryable,
  query: Omit<PageSelect<Row, Item>, 'count'> & { aggregates: string },
  window: PageWindow,
): Promise<{ page: Page<Item>; totals: Totals & { total: number } }> {
  const totals = countRows<Totals & { total: number }>(db, query.from, query.params, query.aggregates);
  const page = await pageWith(db, query, window, totals.then((row) => row.total));
  return { page, totals: await totals };
}

async function countRows<Totals>(db: Queryable, from: string, params: readonly unknown[] = [], aggregates?: string): Promise<Totals> {
  const { rows } = await db.query<Totals>(`select count(*)::int as total${aggregates ? `, ${aggregates}` : ''} ${from}`, [...params]);
  return rows[0]!;
}

async function pageWith<Row, Item>(db: Queryable, query: PageSelect<Row, Item>, { page, limit, offset }: PageWindow, total: Promise<number>): Promise<Page<Item>> {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset)) throw new RangeError(`Not a page window: limit ${limit}, offset ${offset}`);
  const [{ rows }, counted] = await Promise.all([
    db.query<Row>(`select ${query.select} ${query.from} order by ${query.order} limit ${limit} offset ${offset}`, [...(query.params ?? [])]),
    total,
  ]);
  const items = query.view ? await query.view(rows) : (rows as unknown as Item[]);
  return { items, page, limit, total: counted };
}
