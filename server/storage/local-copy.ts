import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.js';

/**
 * Runs `read` with a local copy of stored `key` (for tools that read a path: the decoders, the
 * audio reader), made under `tmpDir` through the adapter and removed afterwards, whatever `read`
 * does. A key that is not stored fails with `ENOENT`, as a missing local file would.
 */
export async function withLocalCopy<T>(storage: FileStorage, key: string, tmpDir: string, read: (path: string) => Promise<T>): Promise<T> {
  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, `copy-${randomBytes(12).toString('hex')}${extname(key)}`);
  try {
    await pipeline(storage.openRead(key), createWriteStream(path));
    return await read(path);
  } finally {
    await rm(path, { force: true });
  }
}
