import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.js';
import type { Database } from './database.js';
import { countOrEstimate, pageAndTotal, plannedRows, settleTotal } from './estimated-total.js';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`create table numbers (n int primary key, odd boolean not null);
    insert into numbers select g, g % 2 = 1 from generate_series(1, 3000) g;
    analyze numbers;`);
});
afterAll(() => db?.close());

/** The database, counting the round trips made through it. */
function counting() {
  const trips: string[] = [];
  const counted = { ...db, query: (sql: string, params?: unknown[]) => (trips.push(sql), db.query(sql, params)), script: (sql: string) => (trips.push(sql), db.script(sql)) } as Database;
  return { counted, trips };
}

describe('pageAndTotal', () => {
  const page = (after: number) => ({ sql: 'select n from numbers where odd and n > $1 order by n limit 3', params: [after] });

  it('reads a page and an estimated total in one round trip', async () => {
    const { counted, trips } = counting();
    const { rows, total } = await pageAndTotal<{ n: number }>(counted, { from: 'from numbers where odd and n > $1', params: [10], page: page(10), total: true }, 1000);
    expect(rows).toEqual([{ n: 11 }, { n: 13 }, { n: 15 }]);
    expect(total?.totalIsEstimate).toBe(true);
    expect(Math.abs(total!.total - 1495)).toBeLessThan(300);
    expect(trips).toHaveLength(1);
  });

  it('counts a total the planner puts under the bound with a second query, and reads only what is asked', async () => {
    const { counted, trips } = counting();
    expect(await pageAndTotal(counted, { from: 'from numbers where odd and n > $1', params: [2990], page: page(2990), total: true }, 1000)).toEqual({
      rows: [{ n: 2991 }, { n: 2993 }, { n: 2995 }],
      total: { total: 5, totalIsEstimate: false },
    });
    expect(trips).toHaveLength(2);
    expect(await pageAndTotal(counted, { from: 'from numbers where odd and n > $1', params: [2990], page: page(2990), total: false })).toEqual({ rows: [{ n: 2991 }, { n: 2993 }, { n: 2995 }] });
    expect(trips[2]).not.toContain('explain');
    expect(await pageAndTotal(counted, { from: 'from numbers', params: [], total: false })).toEqual({});
    expect(trips).toHaveLength(3);
  });

  it('runs a generic page as a statement prepared once where the engine keeps them, and plans nothing else generically', async () => {
    const { counted, trips } = counting();
    const generic = (after: number, limit: number) => ({ sql: 'select n from numbers where n > $1 order by n limit $2', params: [after, limit], generic: true });
    expect((await pageAndTotal(counted, { from: 'from numbers', params: [], page: generic(10, 2), total: false })).rows).toEqual([{ n: 11 }, { n: 12 }]);
    expect((await pageAndTotal(counted, { from: 'from numbers', params: [], page: generic(2998, 5), total: false })).rows).toEqual([{ n: 2999 }, { n: 3000 }]);
    const keeps = db.prepared !== undefined && (await db.prepared('select n from numbers where n > $1 order by n limit $2')) !== undefined;
    expect(keeps).toBe(db.engine === 'pglite');
    expect(trips.every((trip) => trip.includes('execute kept_') === keeps)).toBe(true);
    expect((await db.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });
});

describe('pageAndTotal from the matches', () => {
  /** The odd numbers above `after`, 3 by 3, by n descending; from the matches (n) when the list may be short. */
  const page = (where: string, after: number, offset = 0) => ({
    sql: `select n from numbers where ${where} and n > $1 order by n desc limit 3 offset $2`,
    params: [after, offset],
    fromMatches: { columns: 'n', sql: 'select n from matches order by n desc limit 3 offset $2' },
  });
  it('counts and pages a short list from one read of its rows', async () => {
    const { counted, trips } = counting();
    const read = (offset: number) => pageAndTotal<{ n: number }>(counted, { from: 'from numbers where odd and n > $1', params: [2980], page: page('odd', 2980, offset), total: true }, 1000);
    expect(await read(0)).toEqual({ rows: [{ n: 2999 }, { n: 2997 }, { n: 2995 }], total: { total: 10, totalIsEstimate: false } });
    expect(trips).toHaveLength(2);
    expect(trips[0]).toContain('explain');
    expect(trips[1]).toContain('with matches');
    expect(await read(9)).toEqual({ rows: [{ n: 2981 }], total: { total: 10, totalIsEstimate: false } });
    expect(await read(12)).toEqual({ rows: [], total: { total: 10, totalIsEstimate: false } });
  });

  it('walks a list the planner expects to be long, with its estimate', async () => {
    const { counted, trips } = counting();
    const { rows, total } = await pageAndTotal<{ n: number }>(counted, { from: 'from numbers where odd and n > $1', params: [10], page: page('odd', 10), total: true }, 1000);
    expect(rows).toEqual([{ n: 2999 }, { n: 2997 }, { n: 2995 }]);
    expect(total?.totalIsEstimate).toBe(true);
    expect(Math.abs(total!.total - 1495)).toBeLessThan(300);
    expect(trips.some((trip) => trip.includes('matches'))).toBe(false);
  });

  it('walks after all when the planner expected too few, since the matches read hold only some of the rows', async () => {
    // No statistics on an expression: the planner guesses 0.5 % of the rows (15), all 3,000 match.
    const where = '(n % 7) * 0 = 0';
    expect(await plannedRows(db, `select 1 from numbers where ${where}`, [])).toBeLessThan(100);
    const { counted, trips } = counting();
    expect(await pageAndTotal(counted, { from: `from numbers where ${where} and n > $1`, params: [0], page: page(where, 0), total: true }, 100)).toEqual({
      rows: [{ n: 3000 }, { n: 2999 }, { n: 2998 }],
      total: { total: 101, totalIsEstimate: true },
    });
    expect(trips).toHaveLength(3);
  });
});

describe('countOrEstimate', () => {
  it('counts exactly what the planner expects to be few', async () => {
    expect(await countOrEstimate(db, 'from numbers where n <= $1', [40], 1000)).toEqual({ total: 40, totalIsEstimate: false });
    expect(await countOrEstimate(db, 'from numbers where n > $1', [5000], 1000)).toEqual({ total: 0, totalIsEstimate: false });
  });

  it('estimates past the bound without counting, from the statistics', async () => {
    const { total, totalIsEstimate } = await countOrEstimate(db, 'from numbers where odd', [], 1000);
    expect(totalIsEstimate).toBe(true);
    expect(total).toBeGreaterThan(1000);
    expect(Math.abs(total - 1500)).toBeLessThan(300);
  });

  it('stops a count the planner underestimated at the bound, and calls it an estimate', async () => {
    // No statistics on an expression: the planner guesses 0.5 % of the rows (15), all 3,000 match.
    expect(await plannedRows(db, 'select 1 from numbers where (n % 7) * 0 = 0', [])).toBeLessThan(100);
    expect(await countOrEstimate(db, 'from numbers where (n % 7) * 0 = 0', [], 100)).toEqual({ total: 101, totalIsEstimate: true });
  });

  it('refuses a bound that is not a whole number, since it goes into the SQL text', async () => {
    await expect(countOrEstimate(db, 'from numbers', [], Number.NaN)).rejects.toThrow(RangeError);
  });
});

describe('settleTotal', () => {
  const window = (page: number) => ({ page, limit: 25, offset: (page - 1) * 25 });

  it('leaves an exact total as it is', () => {
    expect(settleTotal({ total: 7, totalIsEstimate: false }, window(1), 7)).toEqual({ total: 7, totalIsEstimate: false });
  });

  it('makes an estimate exact when a short page shows where the list ends', () => {
    expect(settleTotal({ total: 5000, totalIsEstimate: true }, window(1), 3)).toEqual({ total: 3, totalIsEstimate: false });
    expect(settleTotal({ total: 5000, totalIsEstimate: true }, window(1), 0)).toEqual({ total: 0, totalIsEstimate: false });
    expect(settleTotal({ total: 1200, totalIsEstimate: true }, window(60), 10)).toEqual({ total: 1485, totalIsEstimate: false });
  });

  it('keeps an estimate no lower than the rows a full page proves', () => {
    expect(settleTotal({ total: 1200, totalIsEstimate: true }, window(2), 25)).toEqual({ total: 1200, totalIsEstimate: true });
    expect(settleTotal({ total: 1200, totalIsEstimate: true }, window(80), 25)).toEqual({ total: 2000, totalIsEstimate: true });
  });

  it('learns nothing from an empty page past the end', () => {
    expect(settleTotal({ total: 1200, totalIsEstimate: true }, window(900), 0)).toEqual({ total: 1200, totalIsEstimate: true });
  });
});
