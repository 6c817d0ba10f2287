import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILBOX_MESSAGES } from '../http/dev-mailbox.js';
import { appCspDirectives, connectOriginsFrom } from '../http/security-headers.js';
import { bearer, createTestApp, createUser, expectErrorResponse, expectResponseMatchesContract, type TestUser } from './helpers.js';

const distDir = mkdtempSync(join(tmpdir(), 'royalty-desk-dist-'));
const HASHED_SCRIPT = '/static/js/index.0123abcd89.js';
const HASHED_STYLESHEET = '/static/css/index.0123ab.css';
// The built app shell has one inline script (src/app/index.html's head script).
const HEAD_SCRIPT = 'window.early = fetch("/api/auth/verify");';
const HEAD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

let app: FastifyInstance;
let proxied: FastifyInstance;
let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  mkdirSync(join(distDir, 'static/js'), { recursive: true });
  mkdirSync(join(distDir, 'static/css'), { recursive: true });
  writeFileSync(join(distDir, HASHED_STYLESHEET), 'body{margin:0}');
  writeFileSync(join(distDir, 'index.html'), `<!doctype html><script>${HEAD_SCRIPT}</script><div id="root"></div>`);
  writeFileSync(join(distDir, HASHED_SCRIPT), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createTestApp({
    staticDir: distDir,
    connectOrigins: ['https://api.example.com', 'https://o1.ingest.sentry.io'],
    jsProfiling: true,
  });
  proxied = await createTestApp({ staticDir: distDir, trustProxy: true });
  user = await createUser(app);
  admin = await createUser(app, { roles: ['ADMIN'] });
}, 60_000);
afterAll(async () => {
  await Promise.all([app?.close(), proxied?.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it.each(['/', '/login', '/api/health', '/api/user', '/api/no-such-thing', '/favicon.svg'])('are on %s', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(user.token) });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it.each([HASHED_SCRIPT, HASHED_STYLESHEET])("the build's %s keeps those that apply to a file that is not a page", async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A worker started from a build file runs under its policy: nothing from elsewhere.
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    for (const pageOnly of ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'document-policy', 'x-xss-protection']) {
      expect(response.headers[pageOnly], pageOnly).toBeUndefined();
    }
  });

  it('the app gets a strict CSP: scripts and styles from itself only (and its shell\'s head script by hash), the configured origins to call', async () => {
    const csp = directives((await app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", HEAD_SCRIPT_SOURCE]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://o1.ingest.sentry.io']);
    // Sentry's session replay compresses in a worker made from a blob: URL.
    expect(csp.get('worker-src')).toContain('blob:');
  });

  it("with the app's error reporting on (PUBLIC_SENTRY_DSN), pages allow its profiler; otherwise not", async () => {
    expect((await app.inject({ method: 'GET', url: '/login' })).headers['document-policy']).toBe('js-profiling');
    expect((await proxied.inject({ method: 'GET', url: '/login' })).headers['document-policy']).toBeUndefined();
  });

  it('pages with their own inline stylesheet allow that stylesheet by hash, and nothing inline else', async () => {
    for (const url of ['/investors', '/dev/mailbox']) {
      const csp = directives((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp.get('style-src')?.[0]).toBe("'self'");
      expect(csp.get('style-src')?.[1]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(csp.get('script-src')).toEqual(["'self'"]);
    }
  });

  it('HSTS only on requests that came over HTTPS', async () => {
    expect((await app.inject({ method: 'GET', url: '/login' })).headers['strict-transport-security']).toBeUndefined();
    // A forwarded protocol counts only behind a trusted proxy.
    const spoofed = await app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const secure = await proxied.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('caching', () => {
  it.each([
    ['GET', '/api/user', undefined],
    ['GET', '/api/admin/artists/csv', undefined],
    ['GET', '/api/artists', undefined],
  ])('%s %s (signed in) is never stored', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the answer of a login carries a token and is never stored, failed or not', async () => {
    for (const password of [user.password, 'wrong password']) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
      expectResponseMatchesContract(response, { method: 'POST', path: '/auth/login' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('hashed build files are cached for a year, the app shell and other files are revalidated', async () => {
    expect((await app.inject({ method: 'GET', url: HASHED_SCRIPT })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/login', '/favicon.svg']) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('the dev mailbox', () => {
  it.each(['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'])('answers a request from this machine (%s)', async (remoteAddress) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await app.inject({ method: 'GET', url, remoteAddress })).statusCode).toBe(200);
    }
  });

  it.each(['10.0.0.7', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.7', '2001:db8::1'])('refuses %s and says why', async (remoteAddress) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await app.inject({ method: 'GET', url, remoteAddress });
      expect(expectErrorResponse(response, 403).message).toBe(MAILBOX_MESSAGES.notLoopback);
    }
  });

  it('behind a trusted proxy, judges the forwarded client address', async () => {
    const outside = await proxied.inject({ method: 'GET', url: '/dev/mailbox.json', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(outside.statusCode).toBe(403);
    const local = await proxied.inject({ method: 'GET', url: '/dev/mailbox.json', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.statusCode).toBe(200);
  });
});

describe('object storage in the CSP (STORAGE_URL)', () => {
  it("lets the app load and fetch stored files where the storage's links lead", () => {
    const local = connectOriginsFrom({ STORAGE_URL: 's3://covers?endpoint=http://127.0.0.1:4569&forcePathStyle=1' });
    expect(local).toEqual(['http://127.0.0.1:4569', 'http://covers.127.0.0.1:4569']);
    const directives = appCspDirectives(local);
    for (const name of ['connect-src', 'img-src', 'media-src']) expect(directives[name]).toContain('http://127.0.0.1:4569');
    expect(connectOriginsFrom({ STORAGE_URL: 's3://covers?region=eu-west-1' })).toEqual(['https://covers.s3.amazonaws.com', 'https://covers.s3.eu-west-1.amazonaws.com']);
    expect(connectOriginsFrom({})).toEqual([]);
  });
});
