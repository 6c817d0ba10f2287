import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM build script without type declarations
import { routePreloads } from './route-preloads.mjs';

const group = (name: string) => [`static/js/async/${name}.1.js`, `static/js/async/${name}.1.css`];
const manifest = {
  groups: Object.fromEntries(
    ['page-auth', 'layout-signed-in', 'page-dashboard-home', 'session-model', 'app-services', 'page-not-found'].map((name) => [
      name,
      group(name),
    ]),
  ),
};
const routes = (): { path: string; files: string[] }[] =>
  routePreloads({
    routesSource: readFileSync('src/app/router/routes.tsx', 'utf8'),
    manifest,
    entry: ['static/css/index.0.css', 'static/js/index.0.js'],
  });

describe('what the server preloads for each page', () => {
  it("is the stylesheet and the entry, then the scripts of the page's first load: on signed-in pages the session model too", () => {
    const byPath = new Map(routes().map((route) => [route.path, route.files]));
    expect(byPath.get('/login')).toEqual(['/static/css/index.0.css', '/static/js/index.0.js', '/static/js/async/page-auth.1.js']);
    expect(byPath.get('/dashboard')).toEqual([
      '/static/css/index.0.css',
      '/static/js/index.0.js',
      '/static/js/async/layout-signed-in.1.js',
      '/static/js/async/page-dashboard-home.1.js',
      '/static/js/async/session-model.1.js',
    ]);
    // The services are fetched at start, but do not hold up the first paint: not preloaded.
    expect([...byPath.values()].flat().some((file) => file.includes('app-services'))).toBe(false);
  });
});
