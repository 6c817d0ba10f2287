import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/helpers.js';
import type { Database } from './database.js';
import { migrate, MIGRATIONS_DIR, readMigrations } from './migrate.js';

let db: Database;
let dir: string;
beforeEach(async () => {
  db = await createTestDatabase(); // the real migrations, already applied
  dir = mkdtempSync(join(tmpdir(), 'royalty-desk-migrations-'));
  for (const migration of readMigrations()) {
    const file = `${migration.version}_${migration.name}.sql`;
    copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
  }
});
afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const versions = async () => (await db.query<{ version: string }>('select version from schema_migrations order by version')).rows.map((row) => row.version);

describe('migrate', () => {
  it('applies nothing the second time', async () => {
    expect(await migrate(db)).toEqual([]);
    expect(await migrate(db)).toEqual([]);
    expect(await versions()).toEqual(readMigrations().map((migration) => migration.version));
  });

  it('applies new migrations once, in version order', async () => {
    writeFileSync(join(dir, '9002_fill.sql'), `insert into probe (step) values ('second');`);
    writeFileSync(join(dir, '9001_probe.sql'), `create table probe (step text not null);`);
    expect(await migrate(db, { directory: dir })).toEqual(['9001', '9002']);
    expect(await migrate(db, { directory: dir })).toEqual([]);
    expect((await db.query('select step from probe')).rows).toEqual([{ step: 'second' }]);
  });

  it('applies none of a batch when one fails', async () => {
    writeFileSync(join(dir, '9001_probe.sql'), `create table probe (step text);`);
    writeFileSync(join(dir, '9002_broken.sql'), `insert into no_such_table values (1);`);
    await expect(migrate(db, { directory: dir })).rejects.toThrow(/no_such_table/);
    expect((await db.query(`select to_regclass('probe') as present`)).rows).toEqual([{ present: null }]);
    expect(await versions()).not.toContain('9001');
  });

  it('warns when an applied migration was edited', async () => {
    writeFileSync(join(dir, '0001_schema_migrations.sql'), '-- edited\n');
    const warn = vi.fn();
    expect(await migrate(db, { directory: dir, warn })).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('0001_schema_migrations changed'));
  });

  it('refuses two migrations with one version', () => {
    writeFileSync(join(dir, '9001_a.sql'), '');
    writeFileSync(join(dir, '9001_b.sql'), '');
    expect(() => readMigrations(dir)).toThrow(/share the version 9001/);
  });
});
