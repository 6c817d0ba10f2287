import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, missingError } from './storage.js';

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
  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, `copy-${randomBytes(12).toString('hex')}${extname(key)}`);
  try {
    await pipeline(storage.openRead(key), createWriteStream(path));
    return await read(path);
  } finally {
    await rm(path, { force: true });
  }
}
