import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { expect, vi } from 'vitest';
import { $session, $sessionStarted, initialSessionState, loadSessionModel, type User } from '@/entities/session';
import { makeUser } from '@/entities/session/index.testing';
import { createQueryClient } from '@/shared/api';
import { tokenStore } from '@/shared/lib/session-token';
import { parsePath, type RouteObject, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRouter, startRouteLoads } from './app-router';

export { makeUser };

export interface RenderRoutesOptions {
  /** The signed-in user (`null`: a visitor). */
  user?: User | null;
  /** Keep the session loading (app start not settled yet). */
  loading?: boolean;
}

/** A scope whose session is already settled with `user` (its start has run: the model does not restore it again). */
export function sessionScope({ user = null, loading = false }: RenderRoutesOptions = {}): Scope {
  return fork({
    values: [
      [$session, { ...initialSessionState, loading, token: user ? 'test-token' : null, user }],
      [$sessionStarted, true],
    ],
  });
}

/** Renders `table` in a memory router at `url` inside an Effector scope and a fresh query client, and waits for idle. */
export async function renderRoutes(table: RouteObject[], url: string, options: RenderRoutesOptions = {}) {
  const scope = sessionScope(options);
  // As in the app: a signed-in or restoring session has a stored token, a visitor none (the guards
  // decide from it before the session model has loaded).
  if (options.user || options.loading) tokenStore.set('test-token');
  else tokenStore.clear();
  await loadSessionModel();
  // As in the app, the first render comes once the first page's chunks are here (or have failed).
  await startRouteLoads(table, parsePath(url)).catch(() => undefined);
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  // What the tests read of the router, by react-router's names: where it is and how it got there.
  const router = {
    get state() {
      return { location: history.location, historyAction: history.action, navigation: { state: 'idle' } };
    },
    navigate: (to: string) => Promise.resolve(history.push(to)),
  };
  let view!: RenderResult;
  // One awaited act from the first render until the page shows: a redirect's page (`<Navigate>`)
  // loads inside it, and React renders it once loaded.
  await act(async () => {
    view = render(
      <QueryClientProvider client={createQueryClient()}>
        <Provider value={scope}>
          <AppRouter routes={table} history={history} />
        </Provider>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await startRouteLoads(table, router.state.location).catch(() => undefined);
  });
  return { router, scope, view };
}
