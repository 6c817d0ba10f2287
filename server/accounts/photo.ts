import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import type { FileStorage } from '../storage/storage.js';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_URL_PREFIX = '/media/photos';
/** Stored photos are square, this many pixels a side (avatars show at most 96 px, 2× for sharp screens). */
const PHOTO_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const PHOTO_FILE_NAME = /^[a-f0-9]{24}-[a-f0-9]{16}\.webp$/;

export const PHOTO_MESSAGES = {
  tooLarge: 'The photo is larger than 5 MB.',
  notAnImage: 'The photo must be a JPEG, PNG or WebP image.',
  missing: 'Choose a photo to upload.',
  unreadable: 'The upload could not be read: send the photo as multipart/form-data.',
} as const;

/** The storage key of a stored photo's file name. */
export const photoKey = (name: string) => `photos/${name}`;

/**
 * Checks the bytes by content (not by name or declared type), crops them to a centred square,
 * stores them as WebP under a new name and answers the photo's URL.
 */
export async function storeUserPhoto(storage: FileStorage, tmpDir: string, userId: string, bytes: Buffer): Promise<string> {
  // sharp throws at once (not in its promise) for an empty buffer: start from a promise.
  const square = await Promise.resolve()
    .then(() => sharp(bytes).metadata())
    .then(({ format }) => {
      if (!ACCEPTED_FORMATS.has(format)) throw new Error(`not a photo format: ${format}`);
      return sharp(bytes).rotate().resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
    })
    .catch(() => {
      throw new HttpError(422, PHOTO_MESSAGES.notAnImage);
    });
  const name = `${userId}-${randomBytes(8).toString('hex')}.webp`;
  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, `photo-${name}`);
  try {
    await writeFile(path, square);
    await storage.putFile(photoKey(name), path);
  } finally {
    await rm(path, { force: true });
  }
  return `${PHOTO_URL_PREFIX}/${name}`;
}

/** Removes a photo this server stored (other URLs, e.g. from a demo seed, are left alone). */
export async function removeStoredPhoto(storage: FileStorage, url: string | null): Promise<void> {
  if (!url?.startsWith(`${PHOTO_URL_PREFIX}/`)) return;
  const name = basename(url);
  if (PHOTO_FILE_NAME.test(name)) await storage.remove(photoKey(name));
}

/**
 * Photos were kept in `uploads/photos/` before they went through the file storage: moves any
 * left there into it (once; the folder goes when empty), under the same names and URLs.
 */
export async function moveLegacyPhotos(uploadsDir: string, storage: FileStorage): Promise<number> {
  const dir = join(uploadsDir, 'photos');
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (names === null) return 0;
  const photos = names.filter((name) => PHOTO_FILE_NAME.test(name));
  for (const name of photos) await storage.putFile(photoKey(name), join(dir, name));
  if (photos.length === names.length) await rm(dir, { recursive: true, force: true });
  return photos.length;
}
