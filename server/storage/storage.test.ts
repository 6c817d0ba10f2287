import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/index.js';
import { parseRange, registerStoredFiles } from '../http/stored-files.js';
import { startObjectStorage, type TestObjectStorage } from '../test/object-storage.js';
import { withLocalCopy } from './local-copy.js';
import { parseStorageUrl } from './storage-url.js';
import { createLocalStorage, type FileStorage, newStorageKey } from './storage.js';
import { removeUnusedAudio, UNUSED_AUDIO_MAX_AGE_MS } from './unused-audio.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const OWNER = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);

let objectStorage: TestObjectStorage;
let localRoot: string;

beforeAll(async () => {
  objectStorage = await startObjectStorage();
  localRoot = mkdtempSync(join(tmpdir(), 'royalty-desk-storage-'));
});

afterAll(async () => {
  await objectStorage.close();
  rmSync(localRoot, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['local disk', () => createLocalStorage(join(localRoot, 'files'), { secret: SECRET })],
  ['S3 (s3rver)', () => objectStorage.storage(SECRET)],
];

describe.each(adapters)('FileStorage on %s', (name, create) => {
  let storage: FileStorage;
  let work: string;
  let server: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    storage = create();
    work = mkdtempSync(join(tmpdir(), 'royalty-desk-storage-work-'));
    server = Fastify();
    server.decorate('storage', storage);
    registerStoredFiles(server);
    origin = await server.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** Stores `content` under a new key of `owner` in `area`. */
  async function put(content: string | Buffer, owner = OWNER, area = 'audio', extension = 'wav'): Promise<string> {
    const key = newStorageKey(area, owner, extension);
    const path = join(work, `upload-${key.split('/')[1]}`);
    writeFileSync(path, content);
    await storage.putFile(key, path);
    return key;
  }

  it('moves a file in, reads it whole and by range, and answers its size', async () => {
    const path = join(work, 'moved.wav');
    writeFileSync(path, 'RIFF0123456789WAVE');
    const key = newStorageKey('audio', OWNER, 'wav');
    await storage.putFile(key, path);
    expect(() => readFileSync(path)).toThrow(); // moved, not copied
    expect(await text(storage.openRead(key))).toBe('RIFF0123456789WAVE');
    expect(await text(storage.openRead(key, { start: 4, end: 7 }))).toBe('0123');
    expect(await storage.stat(key)).toEqual({ key, bytes: 18, writtenAt: expect.any(Date) });
  });

  it('streams a file larger than one upload part', async () => {
    const bytes = Buffer.alloc(9 * 1024 * 1024, 7);
    bytes.write('tail', bytes.length - 4);
    const key = await put(bytes);
    expect((await storage.stat(key))?.bytes).toBe(bytes.length);
    expect(await text(storage.openRead(key, { start: bytes.length - 4, end: bytes.length - 1 }))).toBe('tail');
  });

  it('fails a read of a missing key with ENOENT, and answers no size', async () => {
    const key = newStorageKey('audio', OWNER, 'wav');
    await expect(text(storage.openRead(key))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.stat(key)).toBeNull();
  });

  it('refuses what is not a storage key', () => {
    expect(() => storage.openRead('../secret/aaaa.wav')).toThrow(/not a storage key/);
    expect(() => storage.urlOf('audio/../../etc.wav', origin)).toThrow(/not a storage key/);
  });

  it("lists an area's files, or one owner's, and removes them", async () => {
    const mine = await put('mine', OWNER, 'covers', 'jpg');
    const theirs = await put('theirs', OTHER, 'covers', 'jpg');
    expect((await storage.list('covers', OWNER)).map((file) => file.key)).toEqual([mine]);
    expect((await storage.list('covers')).map((file) => file.key).sort()).toEqual([mine, theirs].sort());
    expect((await storage.list('covers', OWNER))[0]).toEqual({ key: mine, bytes: 4, writtenAt: expect.any(Date) });
    await storage.remove(mine);
    await storage.remove(mine); // removing twice is no error
    expect((await storage.list('covers')).map((file) => file.key)).toEqual([theirs]);
    expect(await storage.list('nothing')).toEqual([]);
  });

  it('gives tools that read a path the stored bytes, and fails a missing key with ENOENT', async () => {
    const key = await put('RIFF-copy');
    expect(await withLocalCopy(storage, key, join(work, 'copies'), async (path) => readFileSync(path, 'utf8'))).toBe('RIFF-copy');
    await expect(withLocalCopy(storage, newStorageKey('audio', OWNER, 'wav'), join(work, 'copies'), async () => 'read')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.runIf(name === 'local disk')('reads a local file in place: no copy is made', async () => {
    const key = await put('RIFF-in-place');
    const copies = join(work, 'in-place-copies');
    let read = '';
    await withLocalCopy(storage, key, copies, async (path) => void (read = path));
    expect(read).toBe(storage.localPath!(key));
    expect(readFileSync(read, 'utf8')).toBe('RIFF-in-place'); // the stored file itself, still there
    expect(existsSync(copies)).toBe(false);
  });

  it.runIf(name !== 'local disk')('copies an object to a temporary file for the tool, and removes the copy after, even when the tool fails', async () => {
    expect(storage.localPath).toBeUndefined();
    const key = await put('RIFF-copy');
    const copies = join(work, 'object-copies');
    let copied = '';
    expect(await withLocalCopy(storage, key, copies, async (path) => ((copied = path), readFileSync(path, 'utf8')))).toBe('RIFF-copy');
    expect(copied.startsWith(copies)).toBe(true);
    await expect(withLocalCopy(storage, key, copies, async () => Promise.reject(new Error('decoder failed')))).rejects.toThrow('decoder failed');
    expect(readdirSync(copies)).toEqual([]);
  });

  it('serves a signed link with ranges, and refuses an unsigned or forged one', async () => {
    const key = await put('RIFF-signed-link-WAVE');
    const url = storage.urlOf(key, origin);
    const whole = await fetch(url);
    expect([whole.status, await whole.text()]).toEqual([200, 'RIFF-signed-link-WAVE']);
    const part = await fetch(url, { headers: { range: 'bytes=5-10' } });
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, 'bytes 5-10/21', 'signed']);
    const rest = await fetch(url, { headers: { range: 'bytes=17-' } });
    expect([rest.status, await rest.text()]).toEqual([206, 'WAVE']);
    expect((await fetch(url.split('?')[0]!)).status).toBe(403);
    const forged = new URL(url);
    forged.searchParams.set('expires', '99999999999');
    expect((await fetch(forged)).status).toBe(403);
  });

  it('removes audio no draft used a day after its upload, and keeps the rest', async () => {
    const used = await put('used');
    const unused = await put('unused');
    const cover = await put('cover', OWNER, 'covers', 'jpg');
    const queries: string[] = [];
    const db = {
      query: async (sql: string) => {
        queries.push(sql);
        return { rows: sql.includes('select audio_key') ? [{ key: used }] : [] };
      },
    } as unknown as Queryable;
    expect(await removeUnusedAudio(db, storage)).toEqual([]); // younger than a day
    const removed = await removeUnusedAudio(db, storage, Date.now() + UNUSED_AUDIO_MAX_AGE_MS + 60_000);
    expect(removed).toContain(unused);
    expect(removed).not.toContain(used);
    expect(await storage.stat(unused)).toBeNull();
    expect(await storage.stat(used)).not.toBeNull();
    expect(await storage.stat(cover)).not.toBeNull();
    expect(queries.filter((sql) => sql.includes('delete from audio_checks'))).toHaveLength(removed.length);
  });

  it('answers its probe', async () => {
    await expect(storage.probe()).resolves.toBeUndefined();
  });
});

describe('parseRange (local storage serves ranges itself)', () => {
  it('reads one range of bytes, open-ended or from the end, within the size', () => {
    expect(parseRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 });
    expect(parseRange('bytes=5-99', 10)).toEqual({ start: 5, end: 9 });
  });

  it('answers the whole file for no or unserved ranges, and null when unsatisfiable', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
    expect(parseRange('bytes=10-', 10)).toBeNull();
    expect(parseRange('bytes=5-4', 10)).toBeNull();
    expect(parseRange('bytes=-0', 10)).toBeNull();
  });
});

describe('parseStorageUrl (STORAGE_URL)', () => {
  it('reads the bucket, endpoint, region and path style', () => {
    expect(parseStorageUrl('s3://masters?endpoint=http%3A%2F%2F127.0.0.1%3A9000&region=eu-west-1&forcePathStyle=1')).toEqual({
      bucket: 'masters',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://masters')).toEqual({ bucket: 'masters', endpoint: undefined, region: undefined, forcePathStyle: false });
  });

  it('refuses other schemes, credentials in the URL and endpoints that are not http(s)', () => {
    expect(() => parseStorageUrl('file:///srv/uploads')).toThrow(/s3:\/\/bucket/);
    expect(() => parseStorageUrl('s3://key:secret@masters')).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(() => parseStorageUrl('s3://masters?endpoint=ftp://host')).toThrow(/endpoint/);
  });
});
