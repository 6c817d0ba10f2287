import { createContext, use, useLayoutEffect, useState, useTransition } from 'react';
import {
  createPath,
  matchRoutes,
  type Path,
  Router,
  type RouteObject,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useRoutes,
} from 'react-router';
import { pageHandleOf } from './page-route';

/** The history the app's router follows (react-router's own; its type is not exported). */
type History = ReturnType<typeof createBrowserHistory>;

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

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface AppRouterProps {
  routes: RouteObject[];
  /**
   * Browser history by default; tests pass a memory history. Either made with `v5Compat` (as
   * `BrowserRouter` makes it): without it, react-router's history tells its listener of back and
   * forward only, not of pushes.
   */
  history?: History;
}

/**
 * The app's router: react-router's declarative mode (`useRoutes`, not its data router: ~17 kB gzip
 * less on every first load) over the browser's history. Each navigation starts its pages' loads at
 * once (`startRouteLoads`) and renders as a transition, so the current page stays on screen until the
 * next one can show, and `useNavigationPending` says a navigation is under way.
 */
export function AppRouter({ routes, history: givenHistory }: AppRouterProps) {
  const [history] = useState<History>(() => givenHistory ?? createBrowserHistory({ v5Compat: true }));
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
