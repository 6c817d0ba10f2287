import { type ComponentType, use } from 'react';
import type { RouteObject } from 'react-router';

/** A promise as React's `use` reads it: `status` and `value` or `reason` once settled. */
type SettledPromise<T> = Promise<T> &
  ({ status?: undefined } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/** What `page()` leaves on its route (`handle`): how to load the page's chunk and send its first requests. */
export interface PageHandle {
  /** Fetches the page's chunk (once); resolves to its component, which then renders without waiting. */
  load: () => Promise<ComponentType>;
  /** Sends the page's first requests (its slice's `prefetch` function) once its chunk is here. */
  prefetch?: (url: URL) => void;
}

/** The `page()` handle of a route, if it renders a page. */
export function pageHandleOf(route: RouteObject): PageHandle | undefined {
  const handle: unknown = route.handle;
  return handle && typeof handle === 'object' && 'load' in handle ? (handle as PageHandle) : undefined;
}

/**
 * A lazily loaded page (or layout): `page(() => import('@/pages/auth'), 'LoginPage')`.
 * Each page slice is one chunk, fetched on first visit to one of its routes; the signed-in
 * layouts (the app shell) are chunks too, fetched alongside the page (the router starts every
 * matched route's `load` at once, see `startRouteLoads`). The chunk names let
 * `scripts/check-bundle-size.mjs` find what a page loads.
 *
 * `prefetch` names the slice's function that sends the page's first requests as soon as the chunk
 * is here, while the page renders: `page(dashboardHome, 'DashboardHomePage', 'prefetchDashboardHome')`.
 * It returns at once, so no navigation waits for it.
 *
 * Until its chunk is here the page suspends (the nearest `<Suspense>`); once it is, it renders at
 * once. A failed load throws to the nearest `RouteErrorBoundary`; the next navigation to it loads it again.
 */
export function page<Name extends string, Prefetch extends string = never>(
  load: () => Promise<Record<Name, ComponentType> & Record<Prefetch, (url: URL) => void>>,
  name: Name,
  prefetch?: Prefetch,
): Pick<RouteObject, 'Component' | 'handle'> {
  type Slice = Record<Name, ComponentType> & Record<Prefetch, (url: URL) => void>;
  // The load under way or done, marked with its outcome the way React's `use` reads it: once
  // settled, the page renders (or throws) at once instead of suspending.
  let current: SettledPromise<Slice> | undefined;
  const start = (): SettledPromise<Slice> => {
    const loading: SettledPromise<Slice> = load();
    loading.then(
      (value) => void Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(loading, { status: 'rejected', reason }),
    );
    return (current = loading);
  };
  // A navigation loads the page again after a failure; a render shows the failure.
  const loadSlice = () => (current === undefined || current.status === 'rejected' ? start() : current);
  function Page() {
    const Component: ComponentType = use(current ?? start())[name];
    return <Component />;
  }
  const handle: PageHandle = {
    load: () => loadSlice().then((slice) => slice[name]),
    ...(prefetch && {
      prefetch: (url: URL) => void loadSlice().then((slice) => slice[prefetch](url), () => undefined),
    }),
  };
  return { Component: Page, handle };
}
