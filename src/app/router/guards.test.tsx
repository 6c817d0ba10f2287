import { act, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutRequested, refreshFx, userReceived } from '@/entities/session';
import { tokenStore } from '@/shared/lib/session-token';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { GuestOnly, HomeRedirect, RequireAdmin, RequireAuth } from './guards';
import { externalNavigation } from './investor-site';
import { routes } from './routes';
import { makeUser, renderRoutes } from './test-utils';

const page = (name: string) => <h1>{name}</h1>;

/** The guards around stand-in pages. */
const table: RouteObject[] = [
  {
    Component: Outlet,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: '/auth/login', element: <Navigate to="/login" replace /> },
      {
        Component: GuestOnly,
        children: [
          { path: '/login', element: page('Login page') },
          { path: '/signup', element: page('Signup page') },
          { path: '/verify', element: page('Verify page') },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          { path: '/dashboard', element: page('Dashboard home') },
          { path: '/dashboard/works', element: page('Works') },
        ],
      },
      {
        Component: RequireAdmin,
        children: [
          { path: '/admin', element: page('Admin home') },
          { path: '/admin/users', element: page('Admin users') },
        ],
      },
    ],
  },
];

const USER = makeUser();
const ADMIN = makeUser({ roles: ['ADMIN'] });
const INVESTOR = makeUser({ roles: ['INVESTOR'] });

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  tokenStore.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('auth guard (dashboard and admin)', () => {
  it('sends a visitor to /login with returnTo = path + search', async () => {
    const { router } = await renderRoutes(table, '/dashboard/works?page=2');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/dashboard/works?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('renders the page for a signed-in user', async () => {
    await renderRoutes(table, '/dashboard/works', { user: USER });
    expect(await screen.findByRole('heading', { name: 'Works' })).toBeInTheDocument();
  });

  it('sends a non-admin on /admin/* to /dashboard', async () => {
    const { router } = await renderRoutes(table, '/admin/users', { user: USER });
    await vi.waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Admin users' })).not.toBeInTheDocument();
  });

  it('lets admins into /admin/*', async () => {
    await renderRoutes(table, '/admin/users', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Admin users' })).toBeInTheDocument();
  });

  it('sends investor-only users to the investor site with a full page load', async () => {
    await renderRoutes(table, '/dashboard', { user: INVESTOR });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/investors'));
    expect(screen.queryByRole('heading', { name: 'Dashboard home' })).not.toBeInTheDocument();
  });

  it('shows the progress bar, not the login page, while the session loads', async () => {
    const { router, scope } = await renderRoutes(table, '/dashboard', { loading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    // The stored token is refused: loading ends, no user.
    const refused = { statusCode: 401, error: 'Unauthorized', message: 'Token expired' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refused), { status: 401 })));
    await act(() => allSettled(refreshFx, { scope }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    vi.unstubAllGlobals();
  });

  it('after logout on a protected page the visitor is on /login, with no returnTo', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
    const { router, scope } = await renderRoutes(table, '/dashboard/works', { user: USER });
    await screen.findByRole('heading', { name: 'Works' });
    await act(() => allSettled(logoutRequested, { scope }));
    await vi.waitFor(() => expect(where(router)).toBe('/login'));
    vi.unstubAllGlobals();
  });
});

describe('guest guard (login, signup, verify, forgot, reset)', () => {
  it('renders for visitors', async () => {
    await renderRoutes(table, '/signup');
    expect(await screen.findByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
  });

  it.each([
    ['a regular user', USER, '/dashboard'],
    ['an admin', ADMIN, '/admin'],
  ])('sends %s who opens a guest page to the role root', async (_label, user, expected) => {
    const { router } = await renderRoutes(table, '/login', { user });
    await vi.waitFor(() => expect(where(router)).toBe(expected));
  });

  it('sends a signed-in user to returnTo when set', async () => {
    const { router } = await renderRoutes(table, '/verify?returnTo=%2Fdashboard%2Fworks', { user: ADMIN });
    await vi.waitFor(() => expect(where(router)).toBe('/dashboard/works'));
  });

  it('ignores a returnTo to another origin', async () => {
    const { router } = await renderRoutes(table, '/login?returnTo=%2F%2Fevil.test%2Fx', { user: USER });
    await vi.waitFor(() => expect(where(router)).toBe('/dashboard'));
  });

  it.each([
    ['a regular user', USER, '/dashboard'],
    ['an admin', ADMIN, '/admin'],
  ])('after signing in on the login page %s lands on %s', async (_label, user, expected) => {
    const { router, scope } = await renderRoutes(table, '/login');
    await screen.findByRole('heading', { name: 'Login page' });
    tokenStore.set('signed-in-token'); // signing in stores the token before the user arrives
    await act(() => allSettled(userReceived, { scope, params: user }));
    await vi.waitFor(() => expect(where(router)).toBe(expected));
  });

  it('after signing in on the login page a returnTo wins', async () => {
    const { router, scope } = await renderRoutes(table, '/login?returnTo=%2Fadmin%2Fusers');
    await screen.findByRole('heading', { name: 'Login page' });
    tokenStore.set('signed-in-token'); // signing in stores the token before the user arrives
    await act(() => allSettled(userReceived, { scope, params: ADMIN }));
    await vi.waitFor(() => expect(where(router)).toBe('/admin/users'));
  });
});

describe('/ sends on by role', () => {
  it.each([
    ['a visitor', null, '/login'],
    ['a regular user', USER, '/dashboard'],
    ['an admin', ADMIN, '/admin'],
  ])('%s → %s', async (_label, user, expected) => {
    const { router } = await renderRoutes(table, '/', { user });
    await vi.waitFor(() => expect(where(router)).toBe(expected));
  });

  it('an investor-only user → the investor site', async () => {
    await renderRoutes(table, '/', { user: INVESTOR });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/investors'));
  });
});

describe('guards in the real route table', () => {
  it('a visitor on /dashboard/account lands on the real login page with returnTo', async () => {
    const { router } = await renderRoutes(routes, '/dashboard/account');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 }); // real lazy chunks
    expect(router.state.location.search).toBe('?returnTo=%2Fdashboard%2Faccount');
  });

  it('a regular user on /admin/users goes to /dashboard', async () => {
    const { router } = await renderRoutes(routes, '/admin/users', { user: USER });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
  });

  it('an admin opening /auth/login ends on /admin', async () => {
    const { router } = await renderRoutes(routes, '/auth/login', { user: ADMIN });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 5000 });
  });
});
