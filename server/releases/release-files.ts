import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import { type FileStorage, newStorageKey } from '../storage/storage.js';
import { temporaryDir } from '../storage/temporaries.js';
import { readAudioMetadata } from './audio.js';
import { COVER_DECODING, coverRuleViolations, readCoverFacts } from './cover.js';
import type { ReleaseFieldError } from './release-types.js';

/** Side of the list thumbnail (StoredFile.thumbnailUrl). */
export const THUMBNAIL_SIZE = 300;
const COVER_EXTENSIONS: Readonly<Record<string, string>> = { jpeg: 'jpg', png: 'png', tiff: 'tif' };

export type CoverCheck = { ok: true; extension: string } | { ok: false; errors: ReleaseFieldError[] };

/** The cover rules (cover.ts) for a release form's `coverArt` part, as field errors. */
export async function checkCoverFile(path: string): Promise<CoverCheck> {
  try {
    const facts = await readCoverFacts(path);
    const violations = coverRuleViolations(facts);
    if (violations.length > 0) return { ok: false, errors: violations.map(({ code, message }) => ({ field: 'coverArt', code, message })) };
    return { ok: true, extension: COVER_EXTENSIONS[facts.format] ?? 'jpg' };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, errors: [{ field: 'coverArt', code: 'NOT_AN_IMAGE', message: error.message }] };
    throw error;
  }
}

export type AudioCheck = { ok: true; extension: 'wav' | 'flac'; duration: number } | { ok: false; errors: ReleaseFieldError[] };

/** The audio rules (audio.ts) for a release form's `audio` file part, as field errors. */
export async function checkAudioFile(path: string): Promise<AudioCheck> {
  try {
    const { metadata, extension } = await readAudioMetadata(path);
    return { ok: true, extension, duration: metadata.duration };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) {
      return { ok: false, errors: [{ field: 'audio', code: String(error.details.code), message: error.message }] };
    }
    throw error;
  }
}

/**
 * Stores a checked cover and its 300×300 JPEG thumbnail; answers their keys. The thumbnail is
 * made first, so a cover sharp cannot scale leaves nothing stored.
 */
export async function storeCover(storage: FileStorage, uploadsDir: string, ownerId: string, path: string, extension: string) {
  const thumbnailPath = join(temporaryDir(uploadsDir), `thumbnail-${randomBytes(12).toString('hex')}.jpg`);
  try {
    await sharp(path, COVER_DECODING).rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toFile(thumbnailPath);
    const coverKey = newStorageKey('covers', ownerId, extension);
    const thumbnailKey = newStorageKey('thumbnails', ownerId, 'jpg');
    await storage.putFile(coverKey, path);
    await storage.putFile(thumbnailKey, thumbnailPath);
    return { coverKey, thumbnailKey };
  } finally {
    await rm(thumbnailPath, { force: true });
  }
}

export async function storeAudio(storage: FileStorage, ownerId: string, path: string, extension: string): Promise<string> {
  const key = newStorageKey('audio', ownerId, extension);
  await storage.putFile(key, path);
  return key;
}

/** Removes stored files, ignoring ones already gone (a failed write's clean-up, a deleted draft). */
export async function removeStored(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
