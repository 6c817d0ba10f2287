import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { checkLink, type LinkCheck, signLink } from './signed-links.js';

/**
 * Where uploaded release files live (DESIGN §4): an interface the handlers use, a local-disk
 * implementation under `DATA_DIR/uploads` by default, so object storage can take its place
 * without touching the handlers. Keys are `<area>/<name>`; names are new for every upload, so a
 * stored file never changes under its URL.
 */
export interface FileStorage {
  /** The bucket name that stored-file objects carry (`StoredFile.bucket`). */
  readonly bucket: string;
  /** Moves a finished local file into storage under `key`. */
  putFile(key: string, fromPath: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The stored bytes of `key`, streamed (delivery copies and fingerprints files without loading them whole). */
  openRead(key: string): Readable;
  /** The files of `owner` in `area` (keys made by `newStorageKey`), with their size and when they were written. */
  listOwned(area: string, owner: string): Promise<StoredObject[]>;
  /** The folder the keys live under on this machine (local storage; object storage has none). */
  readonly localRoot?: string;
  /**
   * Where the app fetches a stored key: a link signed for a day or two (local: on this server,
   * checked by `checkLink`; object storage: its own pre-signed URL).
   */
  urlOf(key: string, baseUrl: string): string;
  /** Local storage: whether a request's `expires` and `signature` sign `key`. */
  checkLink?(key: string, expires: unknown, signature: unknown): LinkCheck;
}

export interface StoredObject {
  key: string;
  bytes: number;
  writtenAt: Date;
}

/** Where this server serves local storage (`registerStoredFiles`). */
export const STORED_FILES_PREFIX = '/media/files/';

/** A fresh key in `area` for a file of `owner`: `audio/<owner>-<random>.<extension>`. */
export function newStorageKey(area: string, owner: string, extension: string): string {
  return `${area}/${owner}-${randomBytes(12).toString('hex')}.${extension}`;
}

export const STORAGE_KEY = /^[a-z]+\/[a-f0-9]{24}-[a-f0-9]{24}\.[a-z0-9]{2,5}$/;

export function createLocalStorage(root: string, { secret, bucket = 'local' }: { secret: string; bucket?: string }): FileStorage {
  const checked = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return key;
  };
  const localPath = (key: string) => join(root, checked(key));
  return {
    bucket,
    localRoot: root,
    urlOf: (key, baseUrl) => `${baseUrl}${STORED_FILES_PREFIX}${checked(key)}?${signLink(secret, key)}`,
    checkLink: (key, expires, signature) => checkLink(secret, key, expires, signature),
    async putFile(key, fromPath) {
      const target = localPath(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(fromPath, target);
    },
    async remove(key) {
      await rm(localPath(key), { force: true });
    },
    openRead: (key) => createReadStream(localPath(key)),
    async listOwned(area, owner) {
      const names = await readdir(join(root, area)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const keys = names.map((name) => `${area}/${name}`).filter((key) => key.startsWith(`${area}/${owner}-`) && STORAGE_KEY.test(key));
      const found = await Promise.all(
        keys.map(async (key) => {
          const info = await stat(localPath(key)).catch(() => null); // removed meanwhile
          return info ? { key, bytes: info.size, writtenAt: info.mtime } : null;
        }),
      );
      return found.filter((object) => object !== null);
    },
  };
}
