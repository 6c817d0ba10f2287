import { useSyncExternalStore } from 'react';
import { createMemoryHistory, type History, type Location, type NavigationType, type To } from './history';
import type { RouteObject } from './match-routes';
import { Router, Routes, type NavigateOptions } from './router';

/** What a test reads of a memory router (react-router's names): where it is and how it got there. */
export interface MemoryRouterState {
  location: Location;
  historyAction: NavigationType;
  /** Navigations here are synchronous: always idle. */
  navigation: { state: 'idle' };
}

export interface MemoryRouter {
  routes: RouteObject[];
  history: History;
  readonly state: MemoryRouterState;
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
}

/** A router over an in-memory history, for tests and stories: `createMemoryRouter(routes, { initialEntries: ['/login'] })`. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: Parameters<typeof createMemoryHistory>[0] = {},
): MemoryRouter {
  const history = createMemoryHistory(options);
  return {
    routes,
    history,
    get state() {
      return { location: history.location, historyAction: history.action, navigation: { state: 'idle' as const } };
    },
    navigate: (to, navigateOptions = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (navigateOptions.replace) history.replace(to, navigateOptions.state);
      else history.push(to, navigateOptions.state);
      return Promise.resolve();
    },
  };
}

/** Renders a memory router's routes where it is, following its navigations. */
export function RouterProvider({ router }: { router: MemoryRouter }) {
  const { history } = router;
  const location = useSyncExternalStore(history.listen, () => history.location);
  return (
    <Router location={location} navigator={history}>
      <Routes routes={router.routes} />
    </Router>
  );
}
