import { DataStore, ERRORS, Upload } from '@tus/server';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.js';

/** Where resumable uploads wait in the file storage: `tus/<upload id>-<offset, 16 hex>.part`, and `…-0….info` for the record. */
const AREA = 'tus';
const offsetName = (offset: number) => offset.toString(16).padStart(16, '0');
const partKey = (id: string, offset: number) => `${AREA}/${id}-${offsetName(offset)}.part`;
const infoKey = (id: string) => `${AREA}/${id}-${offsetName(0)}.info`;
const partOffset = (key: string) => Number.parseInt(key.slice(key.indexOf('-') + 1, key.lastIndexOf('.')), 16);

interface UploadRecord {
  id: string;
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

/**
 * A tus store on top of any `FileStorage` (object storage in practice: local storage uses tus's
 * FileStore), needing nothing of the service but what the adapter does: each PATCH becomes one
 * object holding the bytes it brought (a cut request keeps what arrived), named by its offset, and
 * the upload's offset is the sum of its parts. Unlike @tus/s3-store it needs no S3 multipart API
 * (ListParts), so it runs on every S3-compatible server (s3rver included) and on any adapter.
 */
export class StorageChunkStore extends DataStore {
  constructor(
    private readonly storage: FileStorage,
    private readonly tmpDir: string,
    private readonly expirationMs: number,
  ) {
    super();
    this.extensions = ['creation', 'termination', 'expiration'];
  }

  private async parts(id: string) {
    const objects = await this.storage.list(AREA, id);
    return objects.filter((object) => object.key.endsWith('.part')).sort((a, b) => partOffset(a.key) - partOffset(b.key));
  }

  private async record(id: string): Promise<UploadRecord> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of this.storage.openRead(infoKey(id))) chunks.push(chunk as Buffer);
    } catch {
      throw ERRORS.FILE_NOT_FOUND;
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as UploadRecord;
  }

  /** A local file holding `data`, moved into storage under `key`. */
  private async put(key: string, fill: (path: string) => Promise<void>): Promise<number> {
    await mkdir(this.tmpDir, { recursive: true });
    const path = join(this.tmpDir, `tus-part-${randomBytes(12).toString('hex')}`);
    try {
      await fill(path);
      const { size } = await stat(path);
      if (size > 0) await this.storage.putFile(key, path);
      return size;
    } finally {
      await rm(path, { force: true });
    }
  }

  override async create(upload: Upload): Promise<Upload> {
    const record: UploadRecord = { id: upload.id, size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date ?? new Date().toISOString() };
    await this.put(infoKey(upload.id), (path) => writeFile(path, JSON.stringify(record)));
    return upload;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let received = 0;
    // What arrived before a cut is kept: the part is whatever the stream brought.
    await this.put(partKey(id, offset), async (path) => {
      readable.on('data', (chunk: Buffer) => (received += chunk.length));
      await pipeline(readable, createWriteStream(path)).catch(() => undefined);
    });
    return offset + received;
  }

  override async getUpload(id: string): Promise<Upload> {
    const record = await this.record(id);
    const parts = await this.parts(id);
    const offset = parts.reduce((sum, part) => sum + part.bytes, 0);
    return new Upload({ ...record, offset });
  }

  /** The upload's bytes, its parts one after the other. */
  read(id: string): Readable {
    const out = new PassThrough();
    void (async () => {
      for (const part of await this.parts(id)) await pipeline(this.storage.openRead(part.key), out, { end: false });
      out.end();
    })().catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  override async remove(id: string): Promise<void> {
    const objects = await this.storage.list(AREA, id);
    if (objects.length === 0) throw ERRORS.FILE_NOT_FOUND;
    // The record last: an upload half removed is still found, and removed again.
    for (const object of objects.filter((object) => object.key.endsWith('.part'))) await this.storage.remove(object.key);
    await this.storage.remove(infoKey(id));
  }

  override async declareUploadLength(id: string, size: number): Promise<void> {
    const record = await this.record(id);
    await this.put(infoKey(id), (path) => writeFile(path, JSON.stringify({ ...record, size })));
  }

  override getExpiration(): number {
    return this.expirationMs;
  }

  override async deleteExpired(): Promise<number> {
    const records = (await this.storage.list(AREA)).filter((object) => object.key.endsWith('.info'));
    let removed = 0;
    for (const object of records) {
      const id = object.key.slice(AREA.length + 1, object.key.indexOf('-'));
      const record = await this.record(id).catch(() => null);
      const created = Date.parse(record?.creation_date ?? '') || object.writtenAt.getTime();
      if (Date.now() - created < this.expirationMs) continue;
      await this.remove(id).catch(() => undefined);
      removed += 1;
    }
    return removed;
  }
}

