import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM build script without type declarations
import { isCacheableImage, isReferenceData, writeServiceWorker } from './service-worker.mjs';

type Matcher = (options: { url: URL; request: { destination: string } }) => boolean;
const ORIGIN = 'https://desk.example.test';

beforeAll(() => {
  (globalThis as { self?: unknown }).self = { location: new URL(ORIGIN) };
});
afterAll(() => {
  delete (globalThis as { self?: unknown }).self;
});

const matches = (matcher: Matcher, href: string, destination = '') =>
  matcher({ url: new URL(href, ORIGIN), request: { destination } });

describe('runtime caching', () => {
  it('keeps the reference lists every user reads alike', () => {
    for (const path of ['/api/PROs', '/api/dsp-sources', '/api/dsp-sources/distribution', '/api/reference/release-options']) {
      expect(matches(isReferenceData, path), path).toBe(true);
    }
  });

  it("never keeps API answers carrying someone's data", () => {
    for (const path of ['/api/artists', '/api/user/posts', '/api/releases/1', '/api/auth/verify', '/api/PROs/extra', 'https://other.test/api/PROs']) {
      expect(matches(isReferenceData, path), path).toBe(false);
    }
  });

  it("keeps pictures: the server's artwork and photos and other origins' artwork, never signed private files", () => {
    expect(matches(isCacheableImage, '/media/demo/cover-1.svg', 'image')).toBe(true);
    expect(matches(isCacheableImage, '/media/photos/abc.webp', 'image')).toBe(true);
    expect(matches(isCacheableImage, 'https://i.scdn.co/image/ab67', 'image')).toBe(true);
    expect(matches(isCacheableImage, '/media/files/covers/x.jpg?expires=1&signature=s', 'image')).toBe(false);
    expect(matches(isCacheableImage, '/media/demo/cover-1.svg', '')).toBe(false);
  });
});

describe('writeServiceWorker', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'sw-build-'));
    mkdirSync(join(dist, 'static/js/async'), { recursive: true });
    mkdirSync(join(dist, 'icons'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><div id="root"></div>',
      'index.html.br': 'compressed',
      'favicon.svg': '<svg/>',
      'icons/icon-192.png': 'png',
      'manifest.webmanifest': '{}',
      'manifest.json': JSON.stringify({
        groups: {
          'error-reporting-sentry': ['static/js/async/8.aaaaaa.js', 'static/js/async/7.4d5e6f.js'],
          'page-dashboard': ['static/js/async/7.4d5e6f.js'],
        },
      }),
      'static/js/async/8.aaaaaa.js': 'sentry',
      'route-preloads.json': '[]',
      'version.json': '{"version":"2025.08.8"}',
      'static/js/index.1a2b3c.js': 'console.log(1)',
      'static/js/index.1a2b3c.js.gz': 'compressed',
      'static/js/async/7.4d5e6f.js': 'console.log(7)',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('precaches the shell and the hashed chunks, never compressed copies, build lists, version.json or what only Sentry loads', async () => {
    const { count } = await writeServiceWorker({ dist });
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}/g)].map(([, url, revision]) => ({ url, revision }));
    expect(precached.map(({ url }) => url).sort()).toEqual(
      ['favicon.svg', 'icons/icon-192.png', 'index.html', 'manifest.webmanifest', 'static/js/async/7.4d5e6f.js', 'static/js/index.1a2b3c.js'],
    );
    expect(count).toBe(6);
    // Hashed names carry their version; the shell is revisioned by its content.
    expect(precached.find(({ url }) => url === 'static/js/index.1a2b3c.js')?.revision).toBe('null');
    expect(precached.find(({ url }) => url === 'index.html')?.revision).toMatch(/^"[0-9a-f]{32}"$/);
    // Offline navigations get the shell; the server's own pages and the API do not.
    expect(worker).toContain('"/index.html"');
    expect(worker).toContain('^\\/api(?:\\/|$)');
    // A new worker waits for the app's word (SKIP_WAITING) instead of taking over at once.
    expect(worker).toContain('SKIP_WAITING');
    expect(worker).not.toMatch(/self\.skipWaiting\(\)[,;]/);
  });
});
