import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, missingError } from './storage.js';

/**
 * Runs `read` with a path to a copy, made under `tmpDir`, of the bytes `open` streams; the copy
 * is removed afterwards, whatever `read` does (it may also move it away).
 */
export async function withStreamCopy<T>(open: () => Readable | Promise<Readable>, tmpDir: string, extension: string, read: (path: string) => Promise<T>): Promise<T> {
  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, `copy-${randomBytes(12).toString('hex')}${extension}`);
  try {
    await pipeline(await open(), createWriteStream(path));
    return await read(path);
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * Runs `read` with a path to the bytes of stored `key` (for tools that read a path: the decoders,
 * the audio reader). On local disk that is the stored file itself; on object storage a copy made
 * under `tmpDir` through the adapter and removed afterwards, whatever `read` does. A key that is
 * not stored fails with `ENOENT` on both.
 */
export async function withLocalCopy<T>(storage: FileStorage, key: string, tmpDir: string, read: (path: string) => Promise<T>): Promise<T> {
  if (storage.localPath) {
    const stored = storage.localPath(key);
    await access(stored).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? missingError(key) : error;
    });
    return read(stored);
  }
  return withStreamCopy(() => storage.openRead(key), tmpDir, extname(key), read);
}
