import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeGeneric } from './literals.js';
import { IN_MEMORY, openPglite, type PgliteDatabase } from './pglite.js';
import { openPgliteThread, preloadFlags } from './pglite-thread.js';

describe('PGlite on a thread of its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await openPgliteThread(join(dir, 'pglite'));
    await db.exec(`create table items (id int primary key, name text not null unique, data bytea, at timestamptz default '2025-01-02T03:04:05Z');
      create extension if not exists pg_trgm;`);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers as PGlite in the same thread does: values parsed alike, scripts statement by statement', async () => {
    const { rows } = await db.query(`select 1::int8 as count, '2025-01-02'::date as day, 1.5::numeric as amount, $1::text as said, '\\x0102'::bytea as bytes, now() as at`, ['hello']);
    expect(rows).toEqual([{ count: 1, day: '2025-01-02', amount: '1.5', said: 'hello', bytes: new Uint8Array([1, 2]), at: expect.any(Date) }]);
    expect(await db.script('select 2 as two; select 1 where false')).toEqual([{ rows: [{ two: 2 }] }, { rows: [] }]);
    expect((await db.query(`select similarity('abc', 'abd') > 0 as trigram`)).rows).toEqual([{ trigram: true }]);
  });

  it('keeps prepared statements for generic plans', async () => {
    const name = await db.prepared!('select $1::int + 1 as next');
    expect(name).toMatch(/^kept_\d+$/);
    expect(await db.prepared!('select $1::int + 1 as next')).toBe(name);
    expect((await db.script(executeGeneric(name!, [41]))).at(-1)!.rows).toEqual([{ next: 42 }]);
  });

  it('keeps the fields of an error: its code and constraint', async () => {
    await db.query(`insert into items (id, name) values (1, 'one')`);
    const error = await db.query(`insert into items (id, name) values (2, 'one')`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', message: expect.stringContaining('duplicate key') });
  });

  it('commits a transaction that resolves, rolls back one that throws, and holds the database meanwhile', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query(`insert into items (id, name) values (10, 'ten')`);
      // A statement from outside waits for the transaction to end, as in one thread.
      outside = db.query(`select count(*)::int as n from items where id = 10`).then(({ rows }) => (order.push('outside'), rows));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('committing');
    });
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['committing', 'outside']);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into items (id, name) values (11, 'eleven')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query(`select id from items where id in (10, 11) order by id`)).rows).toEqual([{ id: 10 }]);
  });

  it('dumps its data directory and takes a snapshot while nothing else may run, for copies and backups', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    const snapshot = await db.snapshot(async () => {
      outside = db.query('select 1').then(() => order.push('outside'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('copied alongside');
    });
    await outside;
    expect(order).toEqual(['copied alongside', 'outside']);
    for (const dump of [snapshot, await db.dumpDataDir()]) {
      const copy = await openPglite(IN_MEMORY, dump);
      expect((await copy.query('select name from items order by id')).rows).toEqual([{ name: 'one' }, { name: 'ten' }]);
      await copy.close();
    }
  });

  it("runs the process's preloads, so that a fixed clock (the visual run's) reaches now()", async () => {
    const clock = fileURLToPath(new URL('../../tests/e2e/support/fixed-clock.mjs', import.meta.url));
    const previous = process.env.E2E_FIXED_CLOCK;
    process.env.E2E_FIXED_CLOCK = '2021-03-04T05:06:07.000Z';
    try {
      const fixed = await openPgliteThread(IN_MEMORY, undefined, { execArgv: ['--import', clock] });
      const { rows } = await fixed.query<{ at: Date }>('select now() as at');
      await fixed.close();
      expect(rows[0]!.at.getTime() - Date.parse('2021-03-04T05:06:07.000Z')).toBeGreaterThanOrEqual(0);
      expect(rows[0]!.at.getTime() - Date.parse('2021-03-04T05:06:07.000Z')).toBeLessThan(60_000);
    } finally {
      if (previous === undefined) delete process.env.E2E_FIXED_CLOCK;
      else process.env.E2E_FIXED_CLOCK = previous;
    }
  });

  it('takes only the preloads from the flags of the process', () => {
    expect(
      preloadFlags(['--input-type=module', '--import', 'tsx', '--eval', 'x()', '-r', './a.cjs', '--require=./b.cjs', '--max-old-space-size=512', '--import=./clock.mjs']),
    ).toEqual(['--import', 'tsx', '-r', './a.cjs', '--require=./b.cjs', '--import=./clock.mjs']);
    expect(preloadFlags([])).toEqual([]);
  });

  it('refuses a second server on its directory, and releases it when closed', async () => {
    const path = join(dir, 'other');
    const first = await openPgliteThread(path);
    await expect(openPgliteThread(path)).rejects.toThrow(/in use by process/);
    await first.close();
    expect(existsSync(`${path}.lock`)).toBe(false);
    await expect(first.query('select 1')).rejects.toThrow(/database thread stopped/);
  });
});
