import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorResponse, testContract } from './helpers.js';

const distDir = mkdtempSync(join(tmpdir(), 'royalty-desk-dist-'));
const APP_SHELL = '<!doctype html><html><body><div id="root" data-test="app-shell"></div></body></html>';

let app: FastifyInstance;
let unbuilt: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(distDir, 'static/js'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), APP_SHELL);
  writeFileSync(join(distDir, 'static/js/main.js'), 'console.log("app")');
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
