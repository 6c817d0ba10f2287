import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Link, Outlet, type RouteObject, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRouter, startRouteLoads, useNavigationPending } from './app-router';
import { page } from './page-route';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Pending() {
  return <p>{useNavigationPending() ? 'navigating' : 'idle'}</p>;
}

function Layout() {
  return (
    <>
      <Pending />
      <Link to="/slow?tab=2">Slow page</Link>
      <Outlet />
    </>
  );
}

function Home() {
  return <h1>Home</h1>;
}

function Slow() {
  return <h1>Slow</h1>;
}

describe('AppRouter', () => {
  it('keeps the current page while the next one loads, says a navigation is under way, and sends its first requests at once', async () => {
    const slowChunk = deferred<{ SlowPage: typeof Slow; prefetchSlow: (url: URL) => void }>();
    const prefetchSlow = vi.fn();
    const loadSlow = vi.fn(() => slowChunk.promise);
    const routes: RouteObject[] = [
      {
        Component: Layout,
        children: [
          { path: '/', ...page(async () => ({ HomePage: Home }), 'HomePage') },
          { path: '/slow', ...page(loadSlow, 'SlowPage', 'prefetchSlow') },
        ],
      },
    ];
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    await startRouteLoads(routes, history.location);
    render(<AppRouter routes={routes} history={history} />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(loadSlow).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('link', { name: 'Slow page' }).click());
    expect(loadSlow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('navigating')).toBeTruthy();

    await act(async () => slowChunk.resolve({ SlowPage: Slow, prefetchSlow }));
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(prefetchSlow).toHaveBeenCalledWith(new URL('/slow?tab=2', window.location.origin));
  });

  it('loads a failed page again on the next visit', async () => {
    const load = vi
      .fn<() => Promise<{ SlowPage: typeof Slow }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ SlowPage: Slow });
    const { Component, handle } = page(load, 'SlowPage');
    const routes: RouteObject[] = [{ path: '/slow', Component, handle }];
    await expect(startRouteLoads(routes, { pathname: '/slow' })).rejects.toThrow('Failed to fetch');
    await expect(startRouteLoads(routes, { pathname: '/slow' })).resolves.toEqual([Slow]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
