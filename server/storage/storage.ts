import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { checkLink, type LinkCheck, signLink } from './signed-links.js';

/**
 * Where uploaded files live (DESIGN §4): an interface everything that touches files uses, a
 * local-disk implementation under `DATA_DIR/uploads/files` by default and an S3-compatible one
 * (`s3-storage.ts`, chosen by STORAGE_URL), so several instances can share the files. Keys are
 * `<area>/<name>`; names are new for every upload, so a stored file never changes under its URL.
 */
export interface FileStorage {
  /** The bucket name that stored-file objects carry (`StoredFile.bucket`). */
  readonly bucket: string;
  /** `local`: files under DATA_DIR/uploads/files (in the backups); `object`: a bucket, backed up by its own means. */
  readonly kind: 'local' | 'object';
  /** Moves a finished local file into storage under `key` (the local file is gone afterwards). */
  putFile(key: string, fromPath: string): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * The stored bytes of `key` (or of `range`, both ends inclusive), streamed: nothing is ever
   * whole in memory. A missing key fails the stream with an error whose `code` is `ENOENT`.
   */
  openRead(key: string, range?: ByteRange): Readable;
  /** The size and write time of `key`, or null when it is not stored. */
  stat(key: string): Promise<StoredObject | null>;
  /** The files in `area` (of `owner` only when given: keys made by `newStorageKey`), with their size and when they were written. */
  list(area: string, owner?: string): Promise<StoredObject[]>;
  /**
   * Where the app fetches a stored key: a link on this server (`/media/files/…`), signed with the
   * server's secret for a day or two. Local storage serves it with ranges (`stored-files.ts`);
   * object storage answers it with a redirect to the service's own pre-signed URL (`presignedUrl`).
   */
  urlOf(key: string, baseUrl: string): string;
  /** Whether a request's `expires` and `signature` sign `key`. */
  checkLink(key: string, expires: unknown, signature: unknown): LinkCheck;
  /** Object storage: a pre-signed GET of `key` valid `seconds` (ranged reads are the service's). */
  presignedUrl?(key: string, seconds: number): Promise<string>;
  /** Whether the storage answers (readiness): throws when it does not. */
  probe(): Promise<void>;
}

/** Bytes `start` to `end` of a file, both inclusive (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  key: string;
  bytes: number;
  writtenAt: Date;
}

/** Where this server answers the links of stored files (`registerStoredFiles`). */
export const STORED_FILES_PREFIX = '/media/files/';

/** A fresh key in `area` for a file of `owner`: `audio/<owner>-<random>.<extension>`. */
export function newStorageKey(area: string, owner: string, extension: string): string {
  return `${area}/${owner}-${randomBytes(12).toString('hex')}.${extension}`;
}

/** A key a client may name (an upload's): `newStorageKey`'s shape. */
export const STORAGE_KEY = /^[a-z]+\/[a-f0-9]{24}-[a-f0-9]{24}\.[a-z0-9]{2,5}$/;
/** Any key this server stores: uploads' and profile photos' (`photos/<user>-<16 hex>.webp`). */
const STORED_KEY = /^[a-z]+\/[a-f0-9]{24}-[a-f0-9]{16,24}\.[a-z0-9]{2,5}$/;

/** Refuses anything but a stored key's shape (no `..`, no folders): keys come from URLs too. */
export function checkedKey(key: string): string {
  if (!STORED_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** Whether `key` in `area` belongs to `owner` (keys embed the uploader's id). */
export const isOwnedKey = (key: string, area: string, owner?: string) => key.startsWith(owner === undefined ? `${area}/` : `${area}/${owner}-`) && STORED_KEY.test(key);

/** The error a read of a key that is not stored fails with (as the local disk's). */
export const missingError = (key: string) => Object.assign(new Error(`not stored: ${key}`), { code: 'ENOENT' });

export function createLocalStorage(root: string, { secret, bucket = 'local' }: { secret: string; bucket?: string }): FileStorage {
  const localPath = (key: string) => join(root, checkedKey(key));
  const statOf = async (key: string): Promise<StoredObject | null> => {
    const info = await stat(localPath(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return info?.isFile() ? { key, bytes: info.size, writtenAt: info.mtime } : null;
  };
  return {
    bucket,
    kind: 'local',
    urlOf: (key, baseUrl) => `${baseUrl}${STORED_FILES_PREFIX}${checkedKey(key)}?${signLink(secret, key)}`,
    checkLink: (key, expires, signature) => checkLink(secret, key, expires, signature),
    async putFile(key, fromPath) {
      const target = localPath(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(fromPath, target).catch(async (error: NodeJS.ErrnoException) => {
        // Another disk (a temporary folder elsewhere): copy, then remove.
        if (error.code !== 'EXDEV') throw error;
        await copyFile(fromPath, target);
        await rm(fromPath, { force: true });
      });
    },
    async remove(key) {
      await rm(localPath(key), { force: true });
    },
    openRead: (key, range) => createReadStream(localPath(key), range ? { start: range.start, end: range.end } : {}),
    stat: statOf,
    async list(area, owner) {
      const names = await readdir(join(root, area)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const keys = names.map((name) => `${area}/${name}`).filter((key) => isOwnedKey(key, area, owner));
      const found = await Promise.all(keys.map((key) => statOf(key).catch(() => null))); // removed meanwhile
      return found.filter((object) => object !== null);
    },
    async probe() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
