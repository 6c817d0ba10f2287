import { readdirSync } from 'node:fs';
import type { Database } from '../../db/index.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { formatBytes, plural } from '../format.js';
import { THRESHOLDS } from '../thresholds.js';
import type { Verdict } from '../types.js';
import { finding, grade, verdictOf } from './grade.js';

export type DatabaseFigures =
  | { reachable: false; engine: Database['engine']; error: string }
  | {
      reachable: true;
      engine: Database['engine'];
      roundTripMs: number;
      sizeBytes: number;
      /** Versions recorded in schema_migrations. */
      applied: string[];
      /** Versions of the migration files this server has. */
      files: string[];
    };

const ENGINE_NAMES: Record<Database['engine'], string> = { pglite: 'embedded (PGlite)', postgres: 'PostgreSQL' };

export function judgeDatabase(figures: DatabaseFigures, limits = THRESHOLDS.database): Verdict {
  const engine = ENGINE_NAMES[figures.engine];
  if (!figures.reachable) {
    return { status: 'down', message: `The database did not answer: ${figures.error}`, details: { engine } };
  }
  const roundTrip = Math.round(figures.roundTripMs * 10) / 10;
  const applied = new Set(figures.applied);
  const files = new Set(figures.files);
  const notApplied = figures.files.filter((version) => !applied.has(version));
  const unknown = figures.applied.filter((version) => !files.has(version));
  const status = grade(roundTrip, limits.roundTripMs);
  const findings = [
    ...finding(
      status,
      status === 'down'
        ? `The database took ${roundTrip} ms to answer (limit ${limits.roundTripMs.down} ms).`
        : `The database is slow: it took ${roundTrip} ms to answer (limit ${limits.roundTripMs.degraded} ms).`,
    ),
    ...finding(notApplied.length > 0 ? 'degraded' : 'up', `${plural(notApplied.length, 'migration file')} not applied yet (${notApplied.join(', ')}); a restart applies them.`),
    ...finding(unknown.length > 0 ? 'degraded' : 'up', `The database has ${plural(unknown.length, 'migration')} this server does not know (${unknown.join(', ')}): a newer server applied them.`),
  ];
  return verdictOf(
    findings,
    `Answered in ${roundTrip} ms; ${formatBytes(figures.sizeBytes)} stored; all ${figures.files.length} migrations applied.`,
    {
      engine,
      roundTripMs: roundTrip,
      sizeBytes: figures.sizeBytes,
      migrationsApplied: figures.applied.length,
      migrationFiles: figures.files.length,
      latestMigration: [...figures.applied].sort().at(-1) ?? null,
    },
    roundTrip,
  );
}

const MIGRATION_FILE = /^(\d{4})_[\w-]+\.sql$/;

export function migrationFileVersions(directory = MIGRATIONS_DIR): string[] {
  return readdirSync(directory)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort();
}

export async function measureDatabase(db: Database): Promise<DatabaseFigures> {
  const started = performance.now();
  try {
    await db.query('select 1');
  } catch (error) {
    return { reachable: false, engine: db.engine, error: error instanceof Error ? error.message : String(error) };
  }
  const roundTripMs = performance.now() - started;
  const { rows: size } = await db.query<{ bytes: number }>('select pg_database_size(current_database())::float8 as bytes');
  const { rows: applied } = await db.query<{ version: string }>('select version from schema_migrations order by version');
  return {
    reachable: true,
    engine: db.engine,
    roundTripMs,
    sizeBytes: Number(size[0]?.bytes ?? 0),
    applied: applied.map((row) => row.version),
    files: migrationFileVersions(),
  };
}

const DATABASE_CHECK_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial query within 2 s (GET /health). */
export async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.query('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
