import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from '@/widgets/error-screen';
import { firstNavigationDone } from './app-router';
import { page } from './page-route';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Layout() {
  return (
    <>
      <p>{useNavigation().state === 'idle' ? 'idle' : 'navigating'}</p>
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

beforeEach(() => {
  // React logs the errors its boundaries catch
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page() routes', () => {
  it('keep the current page while the next one loads, say a navigation is under way, and send its first requests at once', async () => {
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
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await firstNavigationDone(router);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(loadSlow).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('link', { name: 'Slow page' }).click());
    expect(loadSlow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByText('navigating')).toBeTruthy();

    await act(async () => slowChunk.resolve({ SlowPage: Slow, prefetchSlow }));
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(prefetchSlow).toHaveBeenCalledTimes(1);
    const [url] = prefetchSlow.mock.calls[0] as [URL];
    expect(`${url.pathname}${url.search}`).toBe('/slow?tab=2');
  });

  it('load the first page before the first render; a failed load shows the route error screen until the next navigation', async () => {
    const load = vi
      .fn<() => Promise<{ SlowPage: typeof Slow }>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const routes: RouteObject[] = [
      {
        Component: Layout,
        children: [
          {
            ErrorBoundary: RouteErrorScreen,
            children: [
              { path: '/', ...page(async () => ({ HomePage: Home }), 'HomePage') },
              { path: '/slow', ...page(load, 'SlowPage') },
            ],
          },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/slow'] });
    await firstNavigationDone(router);
    expect(load).toHaveBeenCalledTimes(1);
    render(<RouterProvider router={router} />);
    // In the layout's place for its page: the layout stays usable.
    expect(screen.getByRole('heading', { name: 'New Version Available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slow page' })).toBeTruthy();

    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
