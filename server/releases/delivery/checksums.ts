import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Queryable } from '../../db/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { type FileChecksum, saveChecksum, storedChecksum } from './delivery-store.js';

/** Streams `source` to `target` (or nowhere, with null), hashing on the way: no file is ever whole in memory. */
export async function copyWithChecksum(source: Readable, target: string | null): Promise<FileChecksum> {
  const hash = createHash('sha256');
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const sink = target === null ? new Writable({ write: (_chunk, _encoding, done) => done() }) : createWriteStream(target);
  await pipeline(source, meter, sink);
  return { sha256: hash.digest('hex'), bytes };
}

/** A stored file's checksum: read once, then kept (a storage key never changes its bytes). */
export async function checksumOf(db: Queryable, storage: FileStorage, key: string): Promise<FileChecksum> {
  const known = await storedChecksum(db, key);
  if (known) return known;
  const checksum = await copyWithChecksum(storage.openRead(key), null);
  await saveChecksum(db, key, checksum);
  return checksum;
}

/** Copies a stored file to `target`, answering its checksum (and keeping it for later payloads). */
export async function copyStoredFile(db: Queryable, storage: FileStorage, key: string, target: string): Promise<FileChecksum> {
  const checksum = await copyWithChecksum(storage.openRead(key), target);
  await saveChecksum(db, key, checksum);
  return checksum;
}
