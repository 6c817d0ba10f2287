import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { withLiterals } from './literals.js';
import { migrate } from './migrate.js';
import { openPostgres } from './postgres.js';

// Runs against a real PostgreSQL only when one is given, e.g.
// TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/royalty_desk_test npx vitest run server/db
const url = process.env.TEST_DATABASE_URL;
const table = `throwaway_${randomBytes(4).toString('hex')}`;

describe.skipIf(!url)('the PostgreSQL adapter', () => {
  let db: Database;
  beforeAll(async () => {
    db = openPostgres(url!, () => {});
    await migrate(db);
  });
  afterAll(async () => {
    await db?.exec(`drop table if exists ${table}`);
    await db?.close();
  });

  it('parses values as PGlite does', async () => {
    const { rows } = await db.query(`select 1::int8 as count, '2025-01-02'::date as day, 1.5::numeric as amount`);
    expect(rows).toEqual([{ count: 1, day: '2025-01-02', amount: '1.5' }]);
  });

  it('runs a script in one round trip, the rows of each statement apart, values written as literals', async () => {
    const hostile = `'); drop table users; -- \\ E'\\'`;
    expect(await db.script(withLiterals('select $1::text as value; select 1 where false; select $2::numeric >= 5 as bigger', [hostile, 10]))).toEqual([
      { rows: [{ value: hostile }] },
      { rows: [] },
      { rows: [{ bigger: true }] },
    ]);
    expect(await db.script('select 2 as two')).toEqual([{ rows: [{ two: 2 }] }]);
  });

  it("turns PostgreSQL's JIT off for its sessions unless the URL says otherwise", async () => {
    expect((await db.query<{ jit: string }>('show jit')).rows).toEqual([{ jit: 'off' }]);
    const own = new URL(url!);
    own.searchParams.set('options', '-c jit=on');
    const other = openPostgres(own.toString(), () => {});
    try {
      expect((await other.query<{ jit: string }>('show jit')).rows).toEqual([{ jit: 'on' }]);
    } finally {
      await other.close();
    }
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.exec(`create table ${table} (x int); insert into ${table} values (1)`);
    await db.transaction((tx) => tx.query(`insert into ${table} values ($1)`, [2]));
    const failing = db.transaction(async (tx) => {
      await tx.query(`insert into ${table} values ($1)`, [3]);
      throw new Error('undo');
    });
    await expect(failing).rejects.toThrow('undo');
    expect((await db.query(`select x from ${table} order by x`)).rows).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it('applies no migration twice', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
