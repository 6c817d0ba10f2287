import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import type { FileStorage } from './storage.js';
import { UNUSED_AUDIO_QUOTA, unusedOf } from './upload-quota.js';

export const UNUSED_AUDIO_JOB = 'unused-audio-sweep';
/** Audio no draft took this long after its upload is removed (the unused-audio quota's window). */
export const UNUSED_AUDIO_MAX_AGE_MS = UNUSED_AUDIO_QUOTA.windowSeconds * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes audio uploaded (POST /releases/drafts/upload-audio) more than UNUSED_AUDIO_MAX_AGE_MS
 * ago that no release nor track uses, and its recorded check; answers the keys removed. Through
 * the adapter, so the same on local disk and in object storage.
 */
export async function removeUnusedAudio(db: Queryable, storage: FileStorage, now = Date.now()): Promise<string[]> {
  const old = (await storage.list('audio')).filter((file) => now - file.writtenAt.getTime() >= UNUSED_AUDIO_MAX_AGE_MS);
  const unused = await unusedOf(db, old);
  for (const file of unused) {
    await storage.remove(file.key);
    await db.query('delete from audio_checks where storage_key = $1', [file.key]);
  }
  return unused.map((file) => file.key);
}

/** Sweeps unused audio hourly as a job (one instance does it, whichever claims it). */
export function attachUnusedAudioSweep(app: FastifyInstance): void {
  app.jobs.register(UNUSED_AUDIO_JOB, async () => {
    const removed = await removeUnusedAudio(app.db, app.storage);
    if (removed.length > 0) app.log.info(`Removed ${removed.length} audio file(s) no draft used within a day of their upload`);
  });
  const schedule = () =>
    app.jobs.enqueue(UNUSED_AUDIO_JOB, {}, { delayMs: 60_000, uniqueKey: UNUSED_AUDIO_JOB }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not schedule the unused audio sweep');
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void schedule();
    timer = setInterval(() => void schedule(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
