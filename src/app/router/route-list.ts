import type { RouteObject } from 'react-router';
import { pageHandleOf } from './page-route';

/** The layout a page renders in: the public one or a signed-in area. */
export type RouteLayout = 'public' | 'dashboard' | 'admin';

const LAYOUT_IDS: ReadonlySet<string> = new Set<RouteLayout>(['public', 'dashboard', 'admin']);

export interface RouteEntry {
  /** The full path in the route table's syntax, e.g. `/dashboard/artists/:artistId`. */
  path: string;
  route: RouteObject;
  layout: RouteLayout | undefined;
}

/** Walks a route table and returns every addressable route with its full path and layout. */
export function listRoutes(table: readonly RouteObject[], parent = '', layout?: RouteLayout): RouteEntry[] {
  return table.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const here = route.id && LAYOUT_IDS.has(route.id) ? (route.id as RouteLayout) : layout;
    const self: RouteEntry[] = route.index || (route.path && !route.children) ? [{ path: own || '/', route, layout: here }] : [];
    return [...self, ...listRoutes(route.children ?? [], own, here)];
  });
}

/**
 * The pages of a route table: the routes that render a page (`page()`, loaded lazily), without the
 * redirects and the catch-all. The accessibility gate (tests/e2e/accessibility.spec.ts) visits
 * each of them, so a new page is checked by being added here.
 */
export function listPages(table: readonly RouteObject[]): RouteEntry[] {
  return listRoutes(table).filter((entry) => pageHandleOf(entry.route) !== undefined);
}
