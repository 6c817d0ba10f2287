import type { FastifyInstance } from 'fastify';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';

// The built app holds the favicon at its root (rsbuild copies src/app/favicon.svg there).
const distDir = mkdtempSync(join(tmpdir(), 'royalty-desk-dist-'));
let app: FastifyInstance;
beforeAll(async () => {
  copyFileSync(new URL('../../src/app/favicon.svg', import.meta.url), join(distDir, 'favicon.svg'));
  app = await createTestApp({ staticDir: distDir });
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("the server's own pages", () => {
  it.each(['/investors', '/dev/mailbox', '/api/docs'])('%s names the app icon, which is served', async (url) => {
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(page.body)?.[1];
    expect(href).toBe('/favicon.svg');
    const icon = await app.inject({ method: 'GET', url: href! });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
