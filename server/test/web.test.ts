import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, decodedBody, expectErrorResponse, testContract } from './helpers.js';

const distDir = mkdtempSync(join(tmpdir(), 'royalty-desk-dist-'));
const APP_SHELL = '<!doctype html><html><body><div id="root" data-test="app-shell"></div></body></html>';
/** A hashed asset as the build names it, with the compressed copies the build writes beside it. */
const HASHED_SCRIPT = 'static/js/index.012345.js';
const SCRIPT_SOURCE = `console.log(${JSON.stringify('hashed '.repeat(200))})`;

/** Writes `file` and its `.br` / `.gz` copies under the fake dist dir. */
function writeWithCopies(file: string, content: string): void {
  writeFileSync(join(distDir, file), content);
  writeFileSync(join(distDir, `${file}.br`), brotliCompressSync(content));
  writeFileSync(join(distDir, `${file}.gz`), gzipSync(content));
}

/** As the build writes it (scripts/build/route-preloads.mjs). */
const ROUTE_PRELOADS = {
  entry: ['/static/css/index.0.css', '/static/js/index.1.js'],
  routes: [
    { path: '/login', files: ['/static/js/index.1.js', '/static/js/async/page-auth.2.js'] },
    { path: '/admin/posts/:postId', files: ['/static/js/index.1.js', '/static/js/async/post.3.js'] },
    { path: '/admin/posts/create', files: ['/static/js/index.1.js', '/static/js/async/create.4.js'] },
    { path: '/dashboard/releases/:releaseId/edit/:tab?', files: ['/static/js/index.1.js', '/static/js/async/edit.5.js'] },
  ],
};

/** As the build writes it (scripts/build/version-file.mjs). */
const VERSION_FILE = { version: '2025.08.8', buildId: 'abc123-20250808T102030456Z-a1b2c3', builtAt: '2025-08-08T10:20:30.456Z' };

let app: FastifyInstance;
let unbuilt: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(distDir, 'static/js'), { recursive: true });
  writeWithCopies('index.html', APP_SHELL);
  writeWithCopies(HASHED_SCRIPT, SCRIPT_SOURCE);
  writeFileSync(join(distDir, 'static/js/main.js'), 'console.log("app")');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(distDir, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  writeFileSync(join(distDir, 'version.json'), JSON.stringify(VERSION_FILE));
  app = await createTestApp({ staticDir: distDir });
  unbuilt = await createTestApp({ staticDir: join(distDir, 'missing') });
}, 60_000);
afterAll(async () => {
  await Promise.all([app?.close(), unbuilt?.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

describe('the built app', () => {
  it.each(['/', '/login', '/auth/login', '/artists/5f0c0ffee0000000000000a1/overview', '/nope'])(
    'GET %s answers the app shell (history fallback)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(APP_SHELL);
    },
  );

  it.each([
    ['/login', '</static/js/index.1.js>; rel=preload; as=script, </static/js/async/page-auth.2.js>; rel=preload; as=script'],
    ['/admin/posts/create', '</static/js/index.1.js>; rel=preload; as=script, </static/js/async/create.4.js>; rel=preload; as=script'],
    ['/admin/posts/66b4de00', '</static/js/index.1.js>; rel=preload; as=script, </static/js/async/post.3.js>; rel=preload; as=script'],
    ['/dashboard/releases/r1/edit', '</static/js/index.1.js>; rel=preload; as=script, </static/js/async/edit.5.js>; rel=preload; as=script'],
    ['/dashboard/releases/r1/edit/tracks', '</static/js/index.1.js>; rel=preload; as=script, </static/js/async/edit.5.js>; rel=preload; as=script'],
    ['/nope', '</static/css/index.0.css>; rel=preload; as=style, </static/js/index.1.js>; rel=preload; as=script'],
  ])('GET %s preloads the scripts of the first load of that page (Link)', async (url, link) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(link);
  });

  it('preloads nothing without the route list of the build, and never on API answers', async () => {
    const withoutList = await unbuilt.inject({ method: 'GET', url: '/login' });
    expect(withoutList.headers.link).toBeUndefined();
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers.link).toBeUndefined();
  });

  it('serves its files as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/static/js/main.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('console.log("app")');
  });

  it('draws demo artwork locally, the same picture for the same seed', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/demo/4uLU6hMCjMI75M1A2tKUQC.svg' });
    const again = await app.inject({ method: 'GET', url: '/media/demo/4uLU6hMCjMI75M1A2tKUQC.svg' });
    const other = await app.inject({ method: 'GET', url: '/media/demo/another.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.body).toMatch(/^<svg /);
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
  });

  it('answers 404, not the shell, for a missing script or stylesheet', async () => {
    expectErrorResponse(await app.inject({ method: 'GET', url: '/static/js/async/gone.js' }), 404);
    expectErrorResponse(await app.inject({ method: 'GET', url: '/old-chunk.css' }), 404);
  });

  it('does not answer the shell to other methods or under /api', async () => {
    const post = await app.inject({ method: 'POST', url: '/login' });
    expectErrorResponse(post, 405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expectErrorResponse(await app.inject({ method: 'GET', url: '/api/login' }), 404);
  });

  it('says to run the build when there is none', async () => {
    const response = await unbuilt.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });
});

/** The body as sent, decoded by its Content-Encoding (inject hands over the raw bytes). */

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('compression and caching of the built app', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
  ])('sends a hashed script precompressed to Accept-Encoding: %s (%s), cached for a year', async (accept, encoding) => {
    const response = await app.inject({ method: 'GET', url: `/${HASHED_SCRIPT}`, headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(decodedBody(response)).toBe(SCRIPT_SOURCE);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT_SOURCE.length / 4);
  });

  it('sends the plain file to a client that accepts no compression, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await app.inject({ method: 'GET', url: `/${HASHED_SCRIPT}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toBe(SCRIPT_SOURCE);
    }
  });

  it('sends a file with no compressed copy as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/index.html', '/login', '/dashboard/artists/5f0c0ffee0000000000000a1'])(
    'answers %s with the compressed app shell, never cached without a check',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decodedBody(response)).toBe(APP_SHELL);
    },
  );

  it('GET /version.json (with the cache-busting query the version check adds) answers the JSON, checked each time', async () => {
    for (const url of ['/version.json', '/version.json?t=1754648430456']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.json(), url).toEqual(VERSION_FILE);
    }
  });

  it('answers the app shell in gzip, or plain, when that is what the client takes', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(gzip)).toBe(APP_SHELL);
    const plain = await app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(APP_SHELL);
  });
});

describe('the API reference', () => {
  it('GET /api/docs renders an HTML page from local assets', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
    expect(response.body).not.toMatch(/https?:\/\//);
    for (const asset of ['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/docs-init.js']) {
      expect((await app.inject({ method: 'GET', url: asset })).statusCode, asset).toBe(200);
    }
  });

  it('GET /api/openapi.json answers the document as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(testContract().document);
  });
});

describe('the investor site placeholder', () => {
  it('GET /investors answers a plain page', async () => {
    const response = await app.inject({ method: 'GET', url: '/investors' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('investor');
  });
});
