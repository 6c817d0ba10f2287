import { listPages, type RouteLayout } from '@/app/router/route-list';
import { routes } from '@/app/router/routes';

/** Which layout (and so which guard and which demo account) a page sits in. */
export type RouteArea = RouteLayout;

export interface AppRoute {
  /** The route's full path pattern, e.g. `/dashboard/artists/:artistId`. */
  pattern: string;
  area: RouteArea;
}

/**
 * Every page of the app, from the route table itself (`src/app/router/routes.tsx`, walked by
 * `listPages`), so a page added there is walked by the journeys that use this list. Redirect-only
 * routes (`/`, the `/auth/...` aliases, the catch-all) are left out.
 */
export function appRoutes(): AppRoute[] {
  return listPages(routes).map((entry) => {
    if (!entry.layout) throw new Error(`${entry.path} renders in no layout`);
    return { pattern: entry.path, area: entry.layout };
  });
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
        throw new Error(`No sample value for :${name} (route ${pattern}): add one to demoRouteSamples in tests/e2e/support/demo-samples.ts`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
}
