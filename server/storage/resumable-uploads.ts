import { FileStore } from '@tus/file-store';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type DataStore, Server, type Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { StorageChunkStore } from './chunk-store.js';
import { withStreamCopy } from './local-copy.js';
import type { FileStorage } from './storage.js';
import { temporaryDir } from './temporaries.js';

/** An upload not completed this long after its creation expires (createUpload in the contract). */
const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Where tus routes live; `Location` answers `${RESUMABLE_PATH}/<id>`. */
const RESUMABLE_PATH = '/api/uploads';
/** The folder of `uploadsDir` that holds uploads in progress with local storage. */
const RESUMABLE_DIR = 'tus';

/**
 * tus's FileStore, making its folder at once: FileStore's constructor makes it in the background
 * and throws from that callback, where nothing can catch it (a data folder removed meanwhile
 * ended the process). A folder that cannot be made now fails the start instead.
 */
class LocalUploadStore extends FileStore {}
Object.defineProperty(LocalUploadStore.prototype, 'checkOrCreateDirectory', {
  value(this: FileStore) {
    mkdirSync(this.directory, { recursive: true });
  },
});

export interface ResumableUploads {
  server: Server;
  store: DataStore;
  /** Local storage: the folder where an upload's bytes are the file `<dir>/<id>` (moved, not copied, once complete). */
  directory: string | null;
  /** Who created each upload (tus metadata `owner`), read from the request that creates it. */
  ownerOf: WeakMap<IncomingMessage, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** tus uploads (server/handlers/uploads.ts). */
    resumableUploads: ResumableUploads;
  }
}

/**
 * The tus server behind createUpload … cancelUpload: the handlers authorize and check, then pass
 * the request on. Bytes wait in `uploadsDir/tus` with local storage (tus's FileStore: one file an
 * upload, moved into storage once complete) or, with object storage, in the bucket through the
 * adapter (`StorageChunkStore`), so any instance continues an upload another one started. The
 * owner goes into the upload's metadata when it is created.
 */
export function createResumableUploads(storage: FileStorage, uploadsDir: string): ResumableUploads {
  const directory = storage.kind === 'local' ? join(uploadsDir, RESUMABLE_DIR) : null;
  const store = directory
    ? new LocalUploadStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS })
    : new StorageChunkStore(storage, temporaryDir(uploadsDir), RESUMABLE_EXPIRY_MS);
  const ownerOf = new WeakMap<IncomingMessage, string>();
  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    relativeLocation: true,
    // 24 hex: the owner part of a storage key, which the chunk store's keys use (`tus/<id>-<offset>.part`).
    namingFunction: () => randomBytes(12).toString('hex'),
    // The same origin only (CORS, when configured, is the app's own, see app.ts).
    allowedOrigins: [],
    async onUploadCreate(request, upload) {
      const raw = (request as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
      const owner = raw ? ownerOf.get(raw) : undefined;
      if (!owner) throw { status_code: 403, body: 'No owner for this upload' };
      return { metadata: { ...upload.metadata, owner } };
    },
  });
  return { server, store, directory, ownerOf };
}

/** The bytes of a complete upload, streamed. */
async function readUpload(uploads: ResumableUploads, id: string): Promise<Readable> {
  // Both stores read; the base class does not declare it.
  const store = uploads.store as DataStore & { read(id: string): Readable };
  return store.read(id);
}

/**
 * Runs `read` with a local path to the complete upload's bytes: with local storage the upload's
 * own file (which `read` may move into storage), else a copy under `tmpDir`, removed afterwards.
 */
export async function withUploadFile<T>(uploads: ResumableUploads, id: string, tmpDir: string, read: (path: string) => Promise<T>): Promise<T> {
  if (uploads.directory) return read(join(uploads.directory, id));
  return withUploadCopy(uploads, id, tmpDir, read);
}

/** Runs `read` with a copy of the complete upload's bytes under `tmpDir` (removed afterwards): the upload stays whole whatever `read` moves. */
export async function withUploadCopy<T>(uploads: ResumableUploads, id: string, tmpDir: string, read: (path: string) => Promise<T>): Promise<T> {
  return withStreamCopy(() => readUpload(uploads, id), tmpDir, '', read);
}

/** Forgets a complete upload whose bytes went into storage: with local storage they were moved there, only the record is left. */
export async function forgetUpload(uploads: ResumableUploads, id: string): Promise<void> {
  if (uploads.store instanceof FileStore) await uploads.store.configstore.delete(id);
  else await uploads.store.remove(id);
}

/** The owner recorded at creation, or null. */
export const uploadOwner = (upload: Upload): string | null => upload.metadata?.owner ?? null;

/** Removes expired uploads hourly, on every instance (each removal is idempotent). */
export function attachResumableSweep(app: FastifyInstance): void {
  const sweep = async () => {
    const removed = await app.resumableUploads.server.cleanUpExpiredUploads();
    if (removed > 0) app.log.info(`Removed ${removed} resumable upload(s) not completed within a day`);
  };
  const timer = setInterval(() => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired uploads failed')), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
