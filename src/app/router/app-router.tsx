import { createContext, use, useLayoutEffect, useState, useTransition } from 'react';
import {
  createBrowserHistory,
  createPath,
  type History,
  matchRoutes,
  type Path,
  Router,
  type RouteObject,
  Routes,
} from '@/shared/router';
import { pageHandleOf } from './page-route';

const NavigationPendingContext = createContext(false);

/** Whether a navigation is under way (the next page's chunks are loading; the current page stays meanwhile). */
export function useNavigationPending(): boolean {
  return use(NavigationPendingContext);
}

/**
 * Starts loading every page and layout `location` matches, side by side (not each once its parent
 * has rendered), and sends their first requests. Resolves when all have loaded or one has failed.
 */
export function startRouteLoads(routes: RouteObject[], location: Partial<Path>): Promise<unknown> {
  const url = new URL(createPath(location), window.location.origin);
  const handles = (matchRoutes(routes, location) ?? []).flatMap(({ route }) => pageHandleOf(route) ?? []);
  const loads = handles.map((handle) => {
    const loaded = handle.load();
    handle.prefetch?.(url);
    return loaded;
  });
  return Promise.all(loads);
}

export interface AppRouterProps {
  routes: RouteObject[];
  /** Browser history by default; tests pass a memory history. */
  history?: History;
}

/**
 * The app's router (`@/shared/router` over the browser's history). Each navigation starts its pages' loads at once
 * (`startRouteLoads`) and renders as a transition, so the current page stays on screen until the
 * next one can show, and `useNavigationPending` says a navigation is under way.
 */
export function AppRouter({ routes, history: givenHistory }: AppRouterProps) {
  const [history] = useState<History>(() => givenHistory ?? createBrowserHistory());
  const [location, setLocation] = useState(() => history.location);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        void startRouteLoads(routes, update.location).catch(() => undefined);
        startTransition(() => setLocation(update.location));
      }),
    [history, routes],
  );
  return (
    <NavigationPendingContext value={pending}>
      <Router location={location} navigator={history}>
        <Routes routes={routes} />
      </Router>
    </NavigationPendingContext>
  );
}
