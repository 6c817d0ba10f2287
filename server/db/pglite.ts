import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Database, Queryable } from './database.js';
import { TYPE_PARSERS } from './database.js';

export const IN_MEMORY = 'memory://';

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, to open copies of it with `openPglite(…, template)`. */
  dumpDataDir(): Promise<Blob>;
  /**
   * The data directory as a tarball taken between two transactions (none is half done in it),
   * for backups of a running server. `alongside` runs before any other query may: files that
   * belong with the database (uploads) are copied at the same instant.
   */
  snapshot(alongside?: () => Promise<void>): Promise<Blob>;
}

/**
 * Opens PGlite in `directory` (created if missing) or in memory (`memory://`). `template` is a
 * `dumpDataDir()` tarball to start from instead of running initdb (seconds saved per database).
 */
export async function openPglite(directory: string, template?: Blob): Promise<PgliteDatabase> {
  const inMemory = directory === IN_MEMORY;
  if (!inMemory) mkdirSync(directory, { recursive: true });
  const releaseLock = inMemory ? () => {} : lockDirectory(directory);
  let db: PGlite;
  try {
    db = await PGlite.create({
      dataDir: directory,
      parsers: TYPE_PARSERS,
      // trigram indexes for substring search (migration 0004)
      extensions: { pg_trgm },
      ...(template ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: (sql, params) => target.query(sql, params),
    exec: async (sql) => {
      await target.exec(sql);
    },
    script: async (sql) => (await target.exec(sql)).map(({ rows }) => ({ rows: rows as Record<string, unknown>[] })),
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    prepared: keepPrepared((sql) => db.exec(sql)),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    dumpDataDir: () => db.dumpDataDir('none'),
    // PGlite runs one statement at a time and a transaction holds the database to itself: inside
    // this (empty) transaction, no other one is open or can start until the dump is taken.
    snapshot: (alongside) =>
      db.transaction(async () => {
        const dump = await db.dumpDataDir('none');
        await alongside?.();
        return dump;
      }),
    async close() {
      if (!db.closed) await db.close();
      releaseLock();
    },
  };
}

/** Statements kept prepared per database at most: past it, statements go with their values written in. */
const MAX_PREPARED = 200;

/**
 * Statements prepared on first use and kept (`Queryable.prepared`). PGlite plans in WebAssembly,
 * and asks the file system for the size of every table and index it considers: planning was about
 * half of a list page's database time on a cache miss (0.9 of 1.7 ms over 100,000 artists, issue
 * #40). PostgreSQL plans natively in a fraction of that, and its pool would prepare per connection,
 * so it keeps none. Not offered inside a transaction: a statement prepared there is kept for good.
 * `exec` runs a statement on the database the names are kept for (`discard all` there forgets them).
 */
export function keepPrepared(exec: (sql: string) => Promise<unknown>): (sql: string) => Promise<string | undefined> {
  const names = new Map<string, Promise<string>>();
  let made = 0;
  return (sql) => {
    let name = names.get(sql);
    if (!name) {
      if (names.size >= MAX_PREPARED) return Promise.resolve(undefined);
      const named = `kept_${++made}`;
      name = exec(`prepare ${named} as ${sql}`).then(() => named);
      names.set(sql, name);
      // A statement that does not prepare is not remembered: it fails again, with its error, next time.
      name.catch(() => names.delete(sql));
    }
    return name;
  };
}

/**
 * Two processes on one PGlite directory would corrupt it: refuse the second. Returns the release;
 * also taken by `npm run restore` while it replaces the directory.
 */
export function lockDirectory(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (isRunning(owner)) {
      throw new Error(`The database in ${directory} is in use by process ${owner}; give this server its own DATA_DIR`);
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

/** Whether process `pid` is alive (a lock or server record left by a killed process is not). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
