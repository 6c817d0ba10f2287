import type { FastifyInstance } from 'fastify';
import type * as Zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogChanged } from '../catalog/cache.js';
import { type CatalogFixture, createCatalogFixture } from './catalog-fixture.js';
import { acceptedEncoding } from '../http/compression.js';
import { bearer, decodedBody, expectResponseMatchesContract } from './helpers.js';

// Counts the compressions of the server's own code (the plugin's zlib is its own, unmocked).
const zlib = vi.hoisted(() => ({ brotli: 0, gzip: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof Zlib>();
  return {
    ...actual,
    brotliCompressSync: (...args: Parameters<typeof actual.brotliCompressSync>) => (zlib.brotli++, actual.brotliCompressSync(...args)),
    gzipSync: (...args: Parameters<typeof actual.gzipSync>) => (zlib.gzip++, actual.gzipSync(...args)),
  };
});

describe('answers made from a cached page', () => {
  let fixture: CatalogFixture;
  let app: FastifyInstance;
  beforeAll(async () => {
    fixture = await createCatalogFixture();
    app = fixture.app;
  }, 60_000);
  afterAll(() => app?.close());
  beforeEach(() => {
    catalogChanged(app.db);
    zlib.brotli = zlib.gzip = 0;
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: { ...bearer(fixture.admin.token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('compress a page once however often it is served, in the encoding the client takes', async () => {
    const plain = await get('/api/artists?sortBy=name');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expectResponseMatchesContract(plain, { method: 'GET', path: '/artists' });

    const first = await get('/api/artists?sortBy=name', 'gzip, deflate, br');
    const second = await get('/api/artists?sortBy=name', 'gzip, deflate, br');
    expect(zlib.brotli).toBe(1);
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decodedBody(answer))).toEqual(plain.json());
      expectResponseMatchesContract(answer, { method: 'GET', path: '/artists' });
    }

    const gzip = [await get('/api/artists?sortBy=name', 'gzip'), await get('/api/artists?sortBy=name', 'gzip;q=1, br;q=0')];
    expect(gzip.map((answer) => answer.headers['content-encoding'])).toEqual(['gzip', 'gzip']);
    expect(zlib.gzip).toBe(1);
    expect(JSON.parse(decodedBody(gzip[1]!))).toEqual(plain.json());
  });

  it('compress again once the page is recomputed: a catalogue change, clearCache, or a new total', async () => {
    await get('/api/artists?sortBy=name', 'br');
    catalogChanged(app.db);
    await get('/api/artists?sortBy=name', 'br');
    await get('/api/artists?sortBy=name&clearCache=true', 'br');
    expect(zlib.brotli).toBe(3);

    const before = (await get('/api/artists?sortBy=name')).json() as { total: number };
    await app.db.query(`insert into artists (name, spotify_id) values ('Zz Last Of All', 'spZzLastOfAll000000001')`);
    // Only the total moves (the page, sorted by name, is the same): the answer is made anew all the same.
    const after = await get('/api/artists?sortBy=name&clearCache=true', 'br');
    expect((JSON.parse(decodedBody(after)) as { total: number }).total).toBe(before.total + 1);
  });

  it('keep the answers of one page apart per caller (their verification flags differ)', async () => {
    const url = '/api/artists?sortBy=monthlyListeners';
    const owner = await app.inject({ method: 'GET', url, headers: { ...bearer(fixture.owner.token), 'accept-encoding': 'br' } });
    const admin = await get(url, 'br');
    const ids = (answer: typeof admin) => (JSON.parse(decodedBody(answer)) as { items: { _id: string }[] }).items.map((item) => item._id);
    expect(ids(owner)).toEqual(fixture.rosterIds);
    expect(ids(admin).length).toBe(25);
  });

  it('serve a cached artist search compressed once', async () => {
    const url = '/api/search/artists?query=the&platform=spotify';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const answers = [await get(url, 'gzip, deflate, br'), await get(url, 'gzip, deflate, br')];
    expect(zlib.brotli).toBe(1);
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decodedBody(answer))).toEqual(plain.json());
      expectResponseMatchesContract(answer, { method: 'GET', path: '/search/artists' });
    }
  });

  it('send a small cached answer as it is', async () => {
    const small = await get('/api/artists?sortBy=name&limit=1', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotli).toBe(0);
    expectResponseMatchesContract(small, { method: 'GET', path: '/artists' });
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['gzip, br;q=0.9', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s → %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
