import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** dist/route-preloads.json, written by the production build (scripts/build/route-preloads.mjs). */
interface RoutePreloadsFile {
  /** The stylesheet and the entry script, which every page loads. */
  entry: string[];
  routes: { path: string; files: string[] }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route table path (`/dashboard/releases/:releaseId/edit/:tabSection?`) as a RegExp for a whole path. */
export function routePattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const body = name.startsWith(':') ? '[^/]+' : escapeRegExp(name);
      return optional ? `(?:/${body})?` : `/${body}`;
    });
  return new RegExp(`^${segments.join('')}/?$`);
}

const linkHeader = (files: string[]) =>
  files.map((file) => `<${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}`).join(', ');

/**
 * The `Link` header for the index.html answered at a page's path: the stylesheet, the entry script
 * and the chunks of that route's first load, so they download at once, side by side. Without the build's
 * route-preloads.json (an app built elsewhere), none.
 */
export function createRoutePreloads(staticDir: string): (path: string) => string | undefined {
  const file = join(staticDir, 'route-preloads.json');
  if (!existsSync(file)) return () => undefined;
  const { entry, routes } = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsFile;
  // Static segments win over parameters (`/admin/posts/create` before `/admin/posts/:postId`).
  const table = routes
    .map((route) => ({ pattern: routePattern(route.path), params: route.path.split(':').length, header: linkHeader(route.files) }))
    .sort((a, b) => a.params - b.params);
  const entryOnly = entry.length > 0 ? linkHeader(entry) : undefined;
  return (path) => table.find((route) => route.pattern.test(path))?.header ?? entryOnly;
}
