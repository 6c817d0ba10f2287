import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createWriteStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { create as createTar, extract as extractTar, type Pack } from 'tar';
import { isRunning, type PgliteDatabase } from '../db/pglite.js';
import { TEMPORARY_DIR } from '../storage/temporaries.js';
import { APP_VERSION } from '../version.js';

/**
 * A backup is a gzipped tar of:
 *
 * | Entry | |
 * |---|---|
 * | `backup.json` | the manifest: format, version, when, by which app version |
 * | `pglite.tar` | the embedded database (PGlite's own dump of its data directory) |
 * | `uploads/…` | DATA_DIR/uploads (profile photos, release files; not `tmp/`, uploads still arriving) |
 * | `auth-secret` | DATA_DIR/auth-secret, when the server keeps its token secret there |
 */
export const MANIFEST = 'backup.json';
export const DATABASE_DUMP = 'pglite.tar';
export const UPLOADS = 'uploads';
export const AUTH_SECRET_FILE = 'auth-secret';

const FORMAT = 'royalty-desk-backup';
const FORMAT_VERSION = 1;
// A data directory compresses well (empty pages, zero-filled WAL): tar's default guard against
// decompression bombs (1000×) is loosened, not dropped.
export const MAX_DECOMPRESSION_RATIO = 20_000;

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  appVersion: string;
  /** Whether the archive holds DATA_DIR/auth-secret (not when AUTH_SECRET was configured). */
  authSecret: boolean;
}

/** Working directories in DATA_DIR: same file system as the data, so uploads can be hard-linked. */
export function workDir(dataDir: string, purpose: 'backup' | 'restore'): string {
  return join(dataDir, `.${purpose}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/** Removes work directories left by a backup or restore whose process died (killed mid-way). */
export function removeStaleWorkDirs(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  for (const name of readdirSync(dataDir)) {
    const match = /^\.(?:backup|restore)-(\d+)-[0-9a-f]+$/.exec(name);
    if (match && !isRunning(Number(match[1]))) rmSync(join(dataDir, name), { recursive: true, force: true });
  }
}

/**
 * Puts a consistent copy of the database and uploads into `stage` (a new directory): the uploads
 * are linked while the database is held, so every file a row names is there (a photo is written
 * before its row and removed after the row moves on). Links cost nothing and later changes
 * cannot reach them: uploads are written once under new names, never rewritten in place.
 */
export async function stageSnapshot(
  db: PgliteDatabase,
  { dataDir, uploadsDir, stage }: { dataDir: string; uploadsDir: string; stage: string },
): Promise<void> {
  await mkdir(stage, { recursive: true });
  try {
    const dump = await db.snapshot(() => linkTree(uploadsDir, join(stage, UPLOADS), TEMPORARY_DIR));
    await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), createWriteStream(join(stage, DATABASE_DUMP)));
    const secret = await readFile(join(dataDir, AUTH_SECRET_FILE)).catch(() => null);
    if (secret) await writeFile(join(stage, AUTH_SECRET_FILE), secret, { mode: 0o600 });
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      authSecret: secret !== null,
    };
    await writeFile(join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  } catch (error) {
    await rm(stage, { recursive: true, force: true });
    throw error;
  }
}

/** The staged snapshot as a gzipped tar stream (the manifest first). */
export function packStage(stage: string): Pack {
  const entries = [MANIFEST, DATABASE_DUMP, UPLOADS, ...(existsSync(join(stage, AUTH_SECRET_FILE)) ? [AUTH_SECRET_FILE] : [])];
  return createTar({ cwd: stage, gzip: true, portable: true }, entries);
}

/**
 * Unpacks a backup into `target` (a new directory) and returns its manifest. Only the entries of
 * the format are taken (plain files and directories): an archive cannot write elsewhere or plant links.
 * Synchronously: the unpacker's promise rejects at a damaged block while the writes of earlier
 * entries are still under way, and those would recreate `target` after the caller removed it.
 * (Restoring is a command run with the server stopped: nothing else waits on this thread.)
 */
export async function unpackArchive(file: string, target: string): Promise<Manifest> {
  await mkdir(target, { recursive: true });
  const problems: string[] = [];
  extractTar({
    file,
    cwd: target,
    sync: true,
    strict: true,
    maxDecompressionRatio: MAX_DECOMPRESSION_RATIO,
    filter: (path, entry) => {
      const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
      const allowed =
        (type === 'File' || type === 'Directory') &&
        (path === MANIFEST || path === DATABASE_DUMP || path === AUTH_SECRET_FILE || isUnder(path, UPLOADS));
      if (!allowed) problems.push(path);
      return allowed;
    },
  });
  if (problems.length > 0) throw new Error(`${file} is not a backup of this app: unexpected entries ${problems.slice(0, 3).join(', ')}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(target, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${file} is not a backup of this app: it has no ${MANIFEST}`);
  }
  if (manifest.format !== FORMAT) throw new Error(`${file} is not a backup of this app (format "${String(manifest.format)}")`);
  if (manifest.version !== FORMAT_VERSION) {
    throw new Error(`${file} is a version ${String(manifest.version)} backup; this app reads version ${FORMAT_VERSION}`);
  }
  if (!existsSync(join(target, DATABASE_DUMP))) throw new Error(`${file} holds no database (${DATABASE_DUMP})`);
  await mkdir(join(target, UPLOADS), { recursive: true });
  return manifest;
}

// A file removed since the listing was unlinked after its row moved on: not part of this instant.
function unlessGone(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

function isUnder(path: string, directory: string): boolean {
  const normalized = path.replace(/\/+$/, '');
  return normalized === directory || normalized.startsWith(`${directory}/`);
}

/**
 * Mirrors `from` into `to` with hard links (copies across file systems); symbolic links are left
 * out, and so is the top-level folder `skip` (uploads still arriving: no row names them).
 */
async function linkTree(from: string, to: string, skip?: string): Promise<void> {
  await mkdir(to, { recursive: true });
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name === skip) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) {
      await link(source, target).catch((error: NodeJS.ErrnoException) =>
        ['EXDEV', 'EPERM', 'EMLINK'].includes(error.code ?? '') ? copyFile(source, target).catch(unlessGone) : unlessGone(error),
      );
    }
  }
}
