import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { lockDirectory, openPglite } from '../db/pglite.js';
import { AUTH_SECRET_FILE, DATABASE_DUMP, type Manifest, removeStaleWorkDirs, UPLOADS, unpackArchive, workDir } from './archive.js';
import { runningServer } from './server-record.js';

export interface RestoreResult {
  manifest: Manifest;
  /** Where the database and uploads that were replaced are kept; null when there were none. */
  previous: string | null;
}

const DATABASE_DIR = 'pglite';

/**
 * Replaces the database, uploads (and auth secret, when the backup has one) of `dataDir` with
 * those of the backup `file`. Refuses while a server runs on `dataDir`. The backup is unpacked
 * and its database opened (checked) beside the data first; only then are the current parts moved
 * aside into `before-restore-…/` and the new ones moved in, each a rename. If anything fails on
 * the way, the current data is where it was.
 */
export async function restore({ file, dataDir }: { file: string; dataDir: string }): Promise<RestoreResult> {
  dataDir = resolve(dataDir);
  file = resolve(file);
  if (!existsSync(file)) throw new Error(`There is no file ${file}`);
  const server = runningServer(dataDir);
  if (server) {
    throw new Error(`A server (process ${server.pid}, port ${server.port}) is running on ${dataDir}: stop it before restoring.`);
  }
  await mkdir(dataDir, { recursive: true });
  // The data directory's own lock: no server can start on it until the restore is done.
  const release = lockDirectory(join(dataDir, DATABASE_DIR));
  const work = workDir(dataDir, 'restore');
  try {
    removeStaleWorkDirs(dataDir);
    const manifest = await unpackArchive(file, work);
    await checkDatabase(work);
    const parts = [DATABASE_DIR, UPLOADS, ...(manifest.authSecret ? [AUTH_SECRET_FILE] : [])];
    const previous = await swapIn(dataDir, work, parts, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    return { manifest, previous };
  } finally {
    try {
      await rm(work, { recursive: true, force: true });
    } finally {
      release();
    }
  }
}

/** Opens the backup's database once where it was unpacked: a damaged dump fails here, not at start-up. */
async function checkDatabase(work: string): Promise<void> {
  const db = await openPglite(join(work, DATABASE_DIR), await openAsBlob(join(work, DATABASE_DUMP)));
  try {
    await db.query('select count(*) from schema_migrations');
  } finally {
    await db.close();
  }
  await rm(join(work, DATABASE_DUMP));
}

/** Moves each part of `dataDir` into `aside`, then the new one from `work` in; undoes every move on failure. */
async function swapIn(dataDir: string, work: string, parts: string[], asideName: string): Promise<string | null> {
  const aside = join(dataDir, asideName);
  await mkdir(aside);
  const done: [from: string, to: string][] = [];
  const move = async (from: string, to: string) => {
    await rename(from, to);
    done.push([from, to]);
  };
  try {
    for (const part of parts) {
      if (existsSync(join(dataDir, part))) await move(join(dataDir, part), join(aside, part));
      await move(join(work, part), join(dataDir, part));
    }
  } catch (error) {
    for (const [from, to] of done.reverse()) await rename(to, from);
    await rmdir(aside); // empty again: only ever removed empty
    throw error;
  }
  if ((await readdir(aside)).length > 0) return aside;
  await rmdir(aside);
  return null;
}
