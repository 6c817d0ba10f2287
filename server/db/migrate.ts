import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

const FILE_NAME = /^(\d{4})_([\w-]+)\.sql$/;
// Any fixed number: it names the advisory lock that serializes start-ups sharing one PostgreSQL.
const MIGRATION_LOCK = 7_220_250_808;

export function readMigrations(directory = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(directory)
    .map((file) => ({ file, match: FILE_NAME.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => {
      const sql = readFileSync(join(directory, file), 'utf8');
      return { version: match[1]!, name: match[2]!, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
  const versions = migrations.map((migration) => migration.version);
  const duplicate = versions.find((version, index) => versions.indexOf(version) !== index);
  if (duplicate) throw new Error(`Two migrations share the version ${duplicate} in ${directory}`);
  return migrations;
}

/**
 * Applies the pending migrations in version order, all in one transaction (none or all), and
 * returns the versions it applied. Running it again applies nothing.
 */
export async function migrate(
  db: Database,
  { directory = MIGRATIONS_DIR, warn = (message: string) => console.warn(message) } = {},
): Promise<string[]> {
  const migrations = readMigrations(directory);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const { rows: tables } = await tx.query<{ present: boolean }>(
      `select to_regclass('schema_migrations') is not null as present`,
    );
    const applied = new Map<string, string>();
    if (tables[0]?.present) {
      const { rows } = await tx.query<{ version: string; checksum: string }>('select version, checksum from schema_migrations');
      for (const row of rows) applied.set(row.version, row.checksum);
    }
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          warn(`Migration ${migration.version}_${migration.name} changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
