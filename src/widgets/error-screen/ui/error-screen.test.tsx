import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ErrorReporting from '@/shared/lib/error-reporting';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppErrorBoundary, ErrorScreen, GenericErrorScreen, RouteErrorBoundary } from './error-screen';

const reporting = vi.hoisted(() => ({ reportError: vi.fn(), enabled: false }));
vi.mock('@/shared/lib/error-reporting', async (importOriginal) => ({
  ...(await importOriginal<typeof ErrorReporting>()),
  reportError: reporting.reportError,
  isErrorReportingEnabled: () => reporting.enabled,
}));

let reload: ReturnType<typeof vi.fn>;
let cacheNames: Set<string>;
let cacheStorage: { keys: ReturnType<typeof vi.fn>; delete: ReturnType<typeof vi.fn> };

beforeEach(() => {
  reporting.reportError.mockReset();
  reporting.enabled = false;
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  cacheNames = new Set(['workbox-precache-v2-https://app.test/', 'runtime']);
  cacheStorage = {
    keys: vi.fn(async () => [...cacheNames]),
    delete: vi.fn(async (name: string) => cacheNames.delete(name)),
  };
  vi.stubGlobal('caches', cacheStorage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('new-version screen', () => {
  it('shows the spec texts for a chunk-load failure', () => {
    render(<ErrorScreen error={new TypeError('Failed to fetch dynamically imported module: /static/js/async/x.js')} />);
    expect(screen.getByRole('heading', { name: 'New Version Available' })).toBeTruthy();
    expect(
      screen.getByText("We've updated the application. Please refresh the page to get the latest version."),
    ).toBeTruthy();
  });

  it('"Refresh Page" clears every cache, then reloads', async () => {
    render(<ErrorScreen error={Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(cacheStorage.keys).toHaveBeenCalled();
    expect(cacheNames.size).toBe(0);
    // the caches were gone before the reload
    expect(cacheStorage.delete.mock.invocationCallOrder.every((order) => order < reload.mock.invocationCallOrder[0]!)).toBe(
      true,
    );
  });

  it('still reloads where Cache Storage does not exist', async () => {
    vi.stubGlobal('caches', undefined);
    render(<ErrorScreen error={new Error('Unable to preload CSS for /static/css/async/x.css')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe('generic error screen', () => {
  it('shows the spec texts for any other error and reloads on "Refresh Page"', async () => {
    render(<ErrorScreen error={new TypeError("Cannot read properties of undefined (reading 'map')")} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. Please try refreshing the page.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cacheStorage.keys).not.toHaveBeenCalled();
  });

  it('has the error-reporting wording', () => {
    render(<GenericErrorScreen reported />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We've been notified and are working on a fix.")).toBeTruthy();
  });

  it('uses the error-reporting wording when errors are reported (a DSN is set)', () => {
    reporting.enabled = true;
    render(<ErrorScreen error={new Error('boom')} />);
    expect(screen.getByText("We've been notified and are working on a fix.")).toBeTruthy();
    expect(screen.queryByText('An unexpected error occurred. Please try refreshing the page.')).toBeNull();
  });
});

describe('AppErrorBoundary', () => {
  function Broken({ error }: { error: Error }): never {
    throw error;
  }

  it('reports the render error it catches, with the component stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('provider failed');
    render(
      <AppErrorBoundary>
        <Broken error={error} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reporting.reportError).toHaveBeenCalledTimes(1);
    expect(reporting.reportError).toHaveBeenCalledWith(error, {
      source: 'app-boundary',
      componentStack: expect.stringContaining('Broken'),
    });
    vi.restoreAllMocks();
  });

  it('does not report a chunk-load failure (a new version, not a fault)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken error={new TypeError('Failed to fetch dynamically imported module: /static/js/async/x.js')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'New Version Available' })).toBeTruthy();
    expect(reporting.reportError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('RouteErrorBoundary', () => {
  function renderRoutes(Lazy: ComponentType, Broken: ComponentType, fallback?: ReactNode) {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <RouteErrorBoundary fallback={fallback}>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          ),
          children: [
            { path: 'lazy', Component: Lazy },
            { path: 'broken', Component: Broken },
            { path: 'fine', element: <p>a fine page</p> },
          ],
        },
      ],
      { initialEntries: ['/lazy'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }
  const failedChunk = () => lazy(() => Promise.reject(new TypeError('Importing a module script failed.')));
  function Broken(): never {
    throw new Error('boom');
  }

  it('turns a failed page load into the new-version screen and a render error into the generic one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderRoutes(failedChunk(), Broken);
    expect(await screen.findByRole('heading', { name: 'New Version Available' })).toBeTruthy();

    expect(reporting.reportError).not.toHaveBeenCalled();

    await act(() => router.navigate('/broken'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(reporting.reportError).toHaveBeenCalledTimes(1);
    expect(reporting.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), { source: 'route-boundary' });
    vi.restoreAllMocks();
  });

  it('renders the routes again on the next path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderRoutes(failedChunk(), Broken);
    await act(() => router.navigate('/broken'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    await act(() => router.navigate('/fine'));
    expect(await screen.findByText('a fine page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    vi.restoreAllMocks();
  });

  it('shows its own fallback instead, and does not report it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(failedChunk(), Broken, <h1>Error loading this page</h1>);
    expect(await screen.findByRole('heading', { name: 'Error loading this page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New Version Available' })).toBeNull();
    expect(reporting.reportError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
