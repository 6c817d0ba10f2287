import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.js';
import type { Database } from './database.js';
import { orderBy, pageWindow, selectPage, selectPageWithTotals } from './paging.js';

describe('pageWindow', () => {
  it('starts at page 1 with the default limit', () => {
    expect(pageWindow({})).toEqual({ page: 1, limit: 25, offset: 0 });
    expect(pageWindow({}, 20)).toEqual({ page: 1, limit: 20, offset: 0 });
  });

  it('skips the rows of the pages before', () => {
    expect(pageWindow({ page: 3, limit: 10 })).toEqual({ page: 3, limit: 10, offset: 20 });
  });

  it('refuses what is not a whole page number or limit, since both go into the SQL text', () => {
    expect(() => pageWindow({ page: 0 })).toThrow(RangeError);
    expect(() => pageWindow({ page: 1.5 })).toThrow(RangeError);
    expect(() => pageWindow({ limit: -1 })).toThrow(RangeError);
    expect(() => pageWindow({ limit: Number('1; drop table users') })).toThrow(RangeError);
  });
});

describe('orderBy', () => {
  const whitelist = { name: 'lower(t.name)', latest: 't.created_at desc, t.id desc' } as const;

  it('answers the whitelisted text of a key as it is', () => {
    expect(orderBy(whitelist, 'latest')).toBe('t.created_at desc, t.id desc');
  });

  it('sorts the expression and the tie-break in the asked direction', () => {
    expect(orderBy(whitelist, 'name', { direction: 'asc', then: 't.id' })).toBe('lower(t.name) asc, t.id asc');
    expect(orderBy(whitelist, 'name', { direction: 'desc', then: 't.id', nullsLast: true })).toBe('lower(t.name) desc nulls last, t.id desc');
  });

  it('refuses a key outside the whitelist, even one every object has', () => {
    expect(() => orderBy(whitelist, 'id desc; --' as 'name')).toThrow(RangeError);
    expect(() => orderBy(whitelist, 'toString' as 'name')).toThrow(RangeError);
  });

  it('never takes the direction text as given', () => {
    expect(orderBy(whitelist, 'name', { direction: 'asc; --' as 'asc', then: 't.id' })).toBe('lower(t.name) desc, t.id desc');
  });
});

describe('selectPage', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  // Rows 1…7 of sizes n % 3.
  const from = 'from (select n as id, n % 3 as size from generate_series(1, 7) n) t where t.size > $1::int';

  it('answers the rows of the window in order and the number of rows over all pages', async () => {
    const result = await selectPage<{ id: number }>(db, { select: 't.id', from, params: [0], order: 't.id desc' }, pageWindow({ page: 2, limit: 2 }));
    // sizes 1 and 2: rows 1, 2, 4, 5, 7
    expect(result).toEqual({ items: [{ id: 4 }, { id: 2 }], page: 2, limit: 2, total: 5 });
  });

  it('answers an empty page past the end with the total', async () => {
    expect(await selectPage(db, { select: 't.id', from, params: [0], order: 't.id' }, pageWindow({ page: 9, limit: 2 }))).toEqual({ items: [], page: 9, limit: 2, total: 5 });
  });

  it('turns rows into items with the view, which may be asynchronous', async () => {
    const result = await selectPage<{ id: number }, string>(
      db,
      { select: 't.id', from, params: [1], order: 't.id', view: async (rows) => rows.map((row) => `#${row.id}`) },
      pageWindow({ limit: 10 }),
    );
    expect(result.items).toEqual(['#2', '#5']);
    expect(result.total).toBe(2);
  });

  it('takes the total from `count` when given (a cached figure) instead of counting', async () => {
    const result = await selectPage(db, { select: 't.id', from, params: [0], order: 't.id', count: async () => 42 }, pageWindow({ limit: 1 }));
    expect(result).toEqual({ items: [{ id: 1 }], page: 1, limit: 1, total: 42 });
  });

  it('computes more aggregates beside the total over all the rows, not only the page', async () => {
    const { page, totals } = await selectPageWithTotals<{ id: number }, { sizes: number }>(
      db,
      { select: 't.id', from, params: [0], order: 't.id', aggregates: 'sum(t.size)::int as sizes' },
      pageWindow({ limit: 1 }),
    );
    expect(page).toEqual({ items: [{ id: 1 }], page: 1, limit: 1, total: 5 });
    expect(totals).toEqual({ total: 5, sizes: 7 });
  });

  it('refuses a window that is not whole numbers', async () => {
    await expect(selectPage(db, { select: 't.id', from, params: [0], order: 't.id' }, { page: 1, limit: 1.5, offset: 0 })).rejects.toThrow(RangeError);
  });
});
