import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

/**
 * A lazily loaded page (or layout), as react-router's route `lazy`:
 * `page(() => import('@/pages/auth'), 'LoginPage')`. Each page slice is one chunk, fetched on first
 * visit to one of its routes; the signed-in layouts (the app shell) are chunks too, fetched
 * alongside the page (react-router loads every matched route's `lazy` at once, and keeps the
 * current page on screen until the next one can show). The chunk names let
 * `scripts/check-bundle-size.mjs` find what a page loads.
 *
 * `prefetch` names the slice's function that sends the page's first requests, the route's
 * loader: it runs as soon as the chunk is here (and again when the address changes) and returns at
 * once, so no navigation waits for its answers:
 * `page(dashboardHome, 'DashboardHomePage', 'prefetchDashboardHome')`.
 *
 * A failed load shows the nearest route `ErrorBoundary`.
 */
export function page<Name extends string, Prefetch extends string = never>(
  load: () => Promise<Record<Name, ComponentType> & Record<Prefetch, (url: URL) => void>>,
  name: Name,
  prefetch?: Prefetch,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const slice = await load();
      const sendFirstRequests = prefetch && (({ request }: LoaderFunctionArgs) => (slice[prefetch](new URL(request.url)), null));
      return { Component: slice[name], ...(sendFirstRequests && { loader: sendFirstRequests }) };
    },
  };
}
