import type { FastifyInstance } from 'fastify';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder of `uploadsDir` where uploads are written while they arrive (and thumbnails while made). */
export const TEMPORARY_DIR = 'tmp';
export const temporaryDir = (uploadsDir: string) => join(uploadsDir, TEMPORARY_DIR);

/**
 * A temporary not written for this long belongs to no running upload (one being received changes
 * with every chunk, and is checked and moved within seconds of its last byte): it was left by a
 * process that died mid-upload. Younger ones may be another instance's on a shared uploads folder.
 */
export const STALE_TEMPORARY_MS = 15 * 60 * 1000;

/** Removes stale temporaries; answers how many went. */
export async function sweepTemporaries(uploadsDir: string, now: number = Date.now()): Promise<number> {
  const dir = temporaryDir(uploadsDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null); // removed meanwhile by its upload
    if (!info || now - info.mtimeMs < STALE_TEMPORARY_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Sweeps the temporaries a killed upload left: once while the app starts, then every
 * STALE_TEMPORARY_MS while it runs (so one killed just before a restart goes too).
 */
export async function attachTemporarySweep(app: FastifyInstance): Promise<void> {
  const sweep = async () => {
    const removed = await sweepTemporaries(app.uploadsDir);
    if (removed > 0) app.log.info(`Removed ${removed} temporary upload file(s) left by interrupted uploads`);
  };
  await sweep();
  const timer = setInterval(() => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping temporary uploads failed')), STALE_TEMPORARY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
