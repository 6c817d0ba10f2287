// What the server preloads for a page (a `Link` header on the index.html it answers): the
// stylesheet (it holds up the first paint), the entry script, then the chunks of the route's
// first load (`firstLoadGroups`: its layouts' and page's, and the session model on signed-in
// pages). They download beside the entry instead of after it has run, and the page's first
// paint no longer waits on a second round trip.
//
// Written at build time as dist/route-preloads.json (rsbuild.config.ts); read by
// server/http/route-preloads.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadGroups, routesWithChunks } from '../check-bundle-size.mjs';

const isJs = (file) => /\.m?js$/.test(file);

/**
 * `[{ path, files }]` for every page of the route table (`path` as the route table writes it, with
 * `:params`), files as URL paths in the order to fetch them.
 */
export function routePreloads({ routesSource, manifest, entry }) {
  return routesWithChunks(routesSource).map(({ url, groups }) => {
    const files = new Set(entry);
    for (const group of firstLoadGroups(groups)) {
      for (const file of manifest.groups?.[group] ?? []) if (isJs(file)) files.add(file);
    }
    return { path: url, files: [...files].map((file) => `/${file.replace(/^\//, '')}`) };
  });
}

/** Writes `dist/route-preloads.json` from the build's index.html, manifest and the route table. */
export function writeRoutePreloads({ dist, routesFile }) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const stylesheets = [...html.matchAll(/<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]);
  const entry = [
    ...stylesheets,
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]),
  ].map((file) => file.replace(/^\//, ''));
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const routes = routePreloads({ routesSource: readFileSync(routesFile, 'utf8'), manifest, entry });
  writeFileSync(join(dist, 'route-preloads.json'), `${JSON.stringify({ entry: entry.map((file) => `/${file}`), routes }, null, 1)}\n`);
}
