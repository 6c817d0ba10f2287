import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Which guard a route sits behind, as in `src/app/router/routes.tsx`. */
export type RouteArea = 'public' | 'guest' | 'dashboard' | 'admin';

export interface AppRoute {
  /** The route's full path pattern, e.g. `/dashboard/artists/:artistId`. */
  pattern: string;
  area: RouteArea;
}

const ROUTES_FILE = fileURLToPath(new URL('../../../src/app/router/routes.tsx', import.meta.url));

/** The entries of `const <name>: RouteObject[] = [ … ];` in the route table's source. */
function routeArray(source: string, name: string): string {
  const start = source.indexOf(`const ${name}: RouteObject[] = [`);
  if (start < 0) throw new Error(`routes.tsx: no ${name} array`);
  const end = source.indexOf('\n];', start);
  return source.slice(start, end);
}

/** `path: '…'` (or `path: SOME_CONSTANT`) and `index: true` entries, in order. */
function pathsOf(block: string, constants: Record<string, string>): string[] {
  const paths: string[] = [];
  for (const match of block.matchAll(/\{\s*(?:index: true|path: (?:'([^']+)'|([A-Z_]+)))/g)) {
    if (match[1] !== undefined) paths.push(match[1]);
    else if (match[2] !== undefined) {
      const value = constants[match[2]];
      if (value === undefined) throw new Error(`routes.tsx: unknown path constant ${match[2]}`);
      paths.push(value);
    } else paths.push('');
  }
  return paths;
}

/**
 * Every page route of the app, read from the route table (`src/app/router/routes.tsx`), so a page
 * added there is walked by the journeys that use this list. Redirect-only routes (`/`, the
 * `/auth/...` aliases, the catch-all) are left out.
 */
export function appRoutes(): AppRoute[] {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const constants = Object.fromEntries(
    [...source.matchAll(/export const ([A-Z_]+) = '([^']+)';/g)].map((match) => [match[1]!, match[2]!]),
  );
  const guest = pathsOf(routeArray(source, 'guestRoutes'), constants);
  const publicOnly = pathsOf(routeArray(source, 'publicRoutes'), constants).filter((path) => !guest.includes(path));
  // `path: '/dashboard', ...page(…), children: withinErrorBoundary(dashboardRoutes)`
  const mounts = Object.fromEntries(
    [...source.matchAll(/path: '([^']+)',\s*\.\.\.page\([^)]*\),\s*children: withinErrorBoundary\((\w+)\)/g)].map(
      (match) => [match[2]!, match[1]!],
    ),
  );
  const nested = (name: string, area: RouteArea): AppRoute[] => {
    const base = mounts[name];
    if (!base) throw new Error(`routes.tsx: where is ${name} mounted?`);
    return pathsOf(routeArray(source, name), constants).map((path) => ({
      pattern: path === '' ? base : `${base}/${path}`,
      area,
    }));
  };
  return [
    ...guest.map((pattern): AppRoute => ({ pattern, area: 'guest' })),
    ...publicOnly.map((pattern): AppRoute => ({ pattern, area: 'public' })),
    ...nested('dashboardRoutes', 'dashboard'),
    ...nested('adminRoutes', 'admin'),
  ];
}

/**
 * A URL for a route pattern: each `:param` from `samples` (a missing sample is an error, so a
 * new route parameter asks for one); an optional `:param?` is filled when a sample exists.
 */
export function routeUrl(pattern: string, samples: Readonly<Record<string, string>>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = samples[name];
      if (value === undefined) {
        if (optional) return null;
        throw new Error(`No sample value for :${name} (route ${pattern})`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
}
