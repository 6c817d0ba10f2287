import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script without type declarations
import { budgetOf, routesWithChunks, SENTRY_MARKERS, sentryInFirstLoad } from './check-bundle-size.mjs';

type RouteChunks = { url: string; groups: string[] };
const routes = (): RouteChunks[] => routesWithChunks(readFileSync('src/app/router/routes.tsx', 'utf8'));

describe('npm run size: the routes it budgets', () => {
  it('reads every page of the route table with the chunks of its layouts and page', () => {
    const byUrl = new Map(routes().map((route) => [route.url, route.groups]));
    expect(byUrl.get('/login')).toEqual(['page-auth']);
    expect(byUrl.get('/email/preferences/:token')).toEqual(['page-email-preferences']);
    expect(byUrl.get('/dashboard')).toEqual(['layout-signed-in', 'page-dashboard-home']);
    expect(byUrl.get('/dashboard/works')).toEqual(['layout-signed-in', 'page-dashboard']);
    expect(byUrl.get('/dashboard/artists/:artistId/payouts')).toEqual(['layout-signed-in', 'page-artists']);
    expect(byUrl.get('/admin/artists')).toEqual(['layout-signed-in', 'page-admin-artists']);
    expect(byUrl.get('/404')).toEqual(['page-not-found']);
    // Redirects and the catch-all render no page of their own.
    expect(byUrl.has('/auth/login')).toBe(false);
    expect([...byUrl.keys()].some((url) => url.includes('*'))).toBe(false);
  });

  it('follows nested lists, helpers and lazy layouts in a route table', () => {
    const source = `
      const a = () => import(/* webpackChunkName: "page-a" */ './a');
      const shell = () => import(/* webpackChunkName: "layout-shell" */ './shell');
      const inner: RouteObject[] = [{ index: true, ...page(a, 'A') }, { path: 'b/:id', ...page(a, 'B') }];
      const wrap = (children: RouteObject[]) => [{ errorElement: null, children }];
      export const routes: RouteObject[] = [
        { path: '/x', lazy: () => shell().then((m) => ({ Component: m.Shell })), children: wrap(inner) },
        { path: '/redirect', element: null },
      ];`;
    expect(routesWithChunks(source)).toEqual([
      { url: '/x', groups: ['layout-shell', 'page-a'] },
      { url: '/x/b/:id', groups: ['layout-shell', 'page-a'] },
    ]);
  });

  it('gives guest pages 110 kB, the dashboard 150 kB and any other route 170 kB', () => {
    for (const url of ['/login', '/signup', '/verify', '/forgot-password', '/reset-password', '/email/unsubscribe', '/mobile']) {
      expect(budgetOf(url).kb, url).toBe(110);
    }
    expect(budgetOf('/dashboard').kb).toBe(150);
    expect(budgetOf('/dashboard/artists').kb).toBe(170);
    expect(budgetOf('/admin/artists').kb).toBe(170);
    expect(budgetOf('/404').kb).toBe(170);
  });
});

describe('npm run size: no Sentry in a first load', () => {
  const texts: Record<string, string> = {
    'static/js/index.abc123.js': 'const e=import.meta.env?.PUBLIC_SENTRY_DSN;function r(){}',
    'static/js/async/12.def456.js': 'var t=globalThis;t.__SENTRY__=t.__SENTRY__||{};',
    'static/js/async/30.aaa111.js': 'n.sentry_key=d.publicKey',
    'static/js/async/7.bbb222.js': 'export default function Page(){}',
  };
  const textOf = (file: string) => texts[file]!;

  it('flags the Sentry chunk group\'s files and any file carrying a Sentry marker, not the DSN setting', () => {
    const found = sentryInFirstLoad(Object.keys(texts), { sentryFiles: new Set(['static/js/async/7.bbb222.js']), textOf });
    expect(found).toEqual([
      { file: 'static/js/async/12.def456.js', why: 'contains __SENTRY__' },
      { file: 'static/js/async/30.aaa111.js', why: 'contains sentry_key' },
      { file: 'static/js/async/7.bbb222.js', why: 'in the "error-reporting-sentry" chunk group' },
    ]);
  });

  it('passes a first load without Sentry', () => {
    expect(sentryInFirstLoad(['static/js/index.abc123.js'], { sentryFiles: new Set(), textOf })).toEqual([]);
  });

  it("uses markers that @sentry/react's own code carries", async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const core = require.resolve('@sentry/core').replace(/build[\\/].*$/, 'build/esm/');
    const sources = (await Promise.all(['carrier.js', 'api.js'].map((file) => readFile(`${core}${file}`, 'utf8')))).join('\n');
    for (const marker of SENTRY_MARKERS) expect(sources).toContain(marker);
  });
});
