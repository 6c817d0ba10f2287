import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { executeGeneric, withLiterals } from './literals.js';
import { createTestDatabase } from '../test/helpers.js';

describe('withLiterals', () => {
  it('writes every placeholder as a quoted literal, $10 apart from $1, and nothing twice', () => {
    const params = ['x', 2, 3, 4, 5, 6, 7, 8, 9, "it's $2"];
    expect(withLiterals('select $1, $10, $2', params)).toBe(`select 'x', 'it''s $2', '2'`);
  });

  it('writes null and undefined as null, and a backslash in the escape form', () => {
    expect(withLiterals('select $1, $2, $3', [null, undefined, 'a\\b']).replace(/\s+/g, ' ')).toBe(`select null, null, E'a\\\\b'`);
  });

  it('runs a prepared statement by a name it checks', () => {
    expect(executeGeneric('kept_1', ['a', 2])).toBe(`set local plan_cache_mode = force_generic_plan;\nexecute kept_1('a', '2')`);
    expect(() => executeGeneric('kept_1; drop table users', [])).toThrow(RangeError);
  });

  it('refuses what it cannot write safely', () => {
    expect(() => withLiterals('select $2', ['a'])).toThrow('No value for $2');
    expect(() => withLiterals('select $1', [Number.NaN])).toThrow(RangeError);
    expect(() => withLiterals('select $1', ['a\0b'])).toThrow('NUL');
    expect(() => withLiterals('select $1', [{ a: 1 }])).toThrow(TypeError);
  });

  describe('on the database', () => {
    let db: Database;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(() => db.close());

    it('gives back exactly the values a parameter would, quotes and backslashes included', async () => {
      const hostile = [`'); drop table users; --`, `\\'; select 1; --`, `E'\\\\'`, '%_\\', 'ünïcødé ✓'];
      for (const value of hostile) {
        const [result] = await db.script(withLiterals('select $1::text as value', [value]));
        expect(result?.rows).toEqual([{ value }]);
      }
      const results = await db.script(withLiterals('select $1::numeric >= $2 as bigger; select $3::jsonb as json', [10, 5, '[{"network":"X"}]']));
      expect(results.map(({ rows }) => rows[0])).toEqual([{ bigger: true }, { json: [{ network: 'X' }] }]);
    });

    it('plans generically only the statement it runs, also when that statement fails', async () => {
      const mode = async () => (await db.script('show plan_cache_mode'))[0]!.rows;
      const [, , generic] = await db.script(`prepare halved as select $1::int / 2 as half;\n${executeGeneric('halved', [9])}`);
      expect(generic?.rows).toEqual([{ half: 4 }]);
      expect(await mode()).toEqual([{ plan_cache_mode: 'auto' }]);
      await expect(db.script(`prepare failing as select 1 / $1::int;\n${executeGeneric('failing', [0])}`)).rejects.toThrow(/division by zero/);
      expect(await mode()).toEqual([{ plan_cache_mode: 'auto' }]);
    });
  });
});
