import { LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import type { Queryable } from '../db/index.js';
import type { FileStorage, StoredObject } from './storage.js';

/**
 * Audio an account uploaded (POST /releases/drafts/upload-audio) within the window that no release
 * uses yet: two masters at the 2 GB file limit. Such files are kept until a draft takes them, so
 * without a bound an account could fill the disk with uploads that nothing references.
 */
export const UNUSED_AUDIO_QUOTA = { maxBytes: 4 * 1024 ** 3, windowSeconds: 24 * 60 * 60 } as const;

export const UPLOAD_QUOTA_MESSAGES = {
  tooManyUploads: 'Too many uploads: at most 50 files every 10 minutes. Try again in {wait}.',
  unusedAudio: 'You have uploaded 4 GB of audio in the last 24 hours that no release uses yet: add it to a release, or try again in {wait}.',
} as const;

/**
 * Counts one file upload of the account, or refuses it (429 with Retry-After) past
 * LIMITS.fileUploadsPerUser. Called before the body is read, so a refused upload costs nothing.
 */
export async function takeUploadTurn(db: Queryable, userId: string): Promise<void> {
  const wait = await secondsUntilAllowed(db, LIMITS.fileUploadsPerUser, userId);
  if (wait > 0) throw tooManyRequests(wait, UPLOAD_QUOTA_MESSAGES.tooManyUploads);
  await recordEvent(db, LIMITS.fileUploadsPerUser, userId);
}

/**
 * Refuses (429 with Retry-After: when enough of it leaves the window) audio of `bytes` more when
 * the account's unused recent audio would pass UNUSED_AUDIO_QUOTA. Checked with the declared body
 * length before reading and with the file's real size before storing it.
 */
export async function checkUnusedAudio(db: Queryable, storage: FileStorage, userId: string, bytes: number): Promise<void> {
  const windowMs = UNUSED_AUDIO_QUOTA.windowSeconds * 1000;
  const now = Date.now();
  const recent = (await storage.list('audio', userId)).filter((file) => now - file.writtenAt.getTime() < windowMs);
  const unused = await unusedOf(db, recent);
  let total = bytes + unused.reduce((sum, file) => sum + file.bytes, 0);
  if (total <= UNUSED_AUDIO_QUOTA.maxBytes) return;
  let waitMs = windowMs;
  for (const file of unused.sort((a, b) => a.writtenAt.getTime() - b.writtenAt.getTime())) {
    total -= file.bytes;
    waitMs = file.writtenAt.getTime() + windowMs - now;
    if (total <= UNUSED_AUDIO_QUOTA.maxBytes) break;
  }
  throw tooManyRequests(waitMs / 1000, UPLOAD_QUOTA_MESSAGES.unusedAudio);
}

/** The files no release (nor any of its tracks) uses. */
export async function unusedOf(db: Queryable, files: StoredObject[]): Promise<StoredObject[]> {
  if (files.length === 0) return [];
  const keys = files.map((file) => file.key);
  const { rows } = await db.query<{ key: string }>(
    `select audio_key as key from releases where audio_key = any($1::text[])
     union select audio_key from release_tracks where audio_key = any($1::text[])`,
    [keys],
  );
  const used = new Set(rows.map((row) => row.key));
  return files.filter((file) => !used.has(file.key));
}
