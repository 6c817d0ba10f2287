import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveHomePath } from './resolve-home-path';
import { pageHandleOf } from './page-route';
import { listPages, listRoutes } from './route-list';
import { AUTH_ALIASES, routes } from './routes';
import { makeUser, renderRoutes } from './test-utils';

/** Every route path named by spec 1 §2 and spec 2 §2, written as in the specs. */
const SPEC_PATHS = [
  // spec 1 §2 — public and authentication routes
  '/',
  '/login',
  '/signup',
  '/verify',
  '/forgot-password',
  '/reset-password',
  '/auth/login',
  '/auth/register',
  '/auth/verify',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/email/unsubscribe',
  '/email/unsubscribe/{token}',
  '/email/preferences/{token}',
  '/mobile',
  '/404',
  // spec 1 §2 — dashboard routes
  '/dashboard',
  '/dashboard/account',
  '/dashboard/integrations',
  '/dashboard/analytics',
  '/dashboard/works',
  '/dashboard/artists',
  '/dashboard/artists/{artistId}',
  '/dashboard/artists/{artistId}/catalog',
  '/dashboard/artists/{artistId}/catalog-browse',
  '/dashboard/artists/{artistId}/discography',
  '/dashboard/artists/{artistId}/payouts',
  '/dashboard/artists/{artistId}/unclaimed-royalties',
  '/dashboard/artists/{artistId}/usage',
  '/dashboard/tracks',
  '/dashboard/tracks/{trackId}',
  '/dashboard/writers',
  '/dashboard/writers/{writerId}',
  '/dashboard/writers/{writerId}/discography',
  '/dashboard/albums/{albumId}',
  // spec 2 §2 — release routes
  '/dashboard/releases/management',
  '/dashboard/releases/{releaseId}/edit/{tabSection?}',
  '/dashboard/releases/{releaseId}/edit/{tabSection}/track/{trackIndex}/{trackTab?}',
  // spec 1 §2 — admin routes
  '/admin',
  '/admin/artists',
  '/admin/mlc',
  '/admin/catalog',
  '/admin/invites',
  '/admin/system-payout-rates',
  '/admin/writers',
  '/admin/distribution',
  // issue 13 — the admin's release review view
  '/admin/distribution/{releaseId}',
  '/admin/analytics',
  '/admin/usage',
  '/admin/users',
  // issue 14 — one account's page
  '/admin/users/{userId}',
  '/admin/presence',
  '/admin/behavioral-analytics',
  '/admin/behavioral-analytics/user/{userId}/journey',
  '/admin/service-health',
  '/admin/realtime-analytics',
  '/admin/posts',
  '/admin/posts/create',
  '/admin/posts/{postId}',
  '/admin/posts/{postId}/edit',
  '/admin/email',
  '/admin/email/analytics',
  '/admin/email/analytics/{campaignId}',
  '/admin/email/campaigns',
  '/admin/email-lists',
  '/admin/email-lists/{listId}',
  '/admin/email/list-analytics',
  '/admin/email/list-analytics/{listId}',
  '/admin/email/activity',
  '/admin/email/segments',
  '/admin/email/subscribers',
  '/admin/email/subscribers/{subscriberId}',
];

/** `{id}` → `:id`, `{id?}` → `:id?` (the route table's syntax). */
const toRouterPath = (specPath: string) => specPath.replace(/\{(\w+)(\??)\}/g, ':$1$2');

const flat = listRoutes(routes);
const byPath = new Map(flat.map((entry) => [entry.path, entry]));

describe('route table', () => {
  it('holds every path of spec 1 §2 and spec 2 §2', () => {
    const missing = SPEC_PATHS.map(toRouterPath).filter((path) => !byPath.has(path));
    expect(missing).toEqual([]);
  });

  it('has nothing the specs do not name except the catch-all', () => {
    const expected = new Set([...SPEC_PATHS.map(toRouterPath), '/*']);
    expect(flat.map((entry) => entry.path).filter((path) => !expected.has(path))).toEqual([]);
  });

  it('puts each page inside the right layout', () => {
    for (const { path, layout, route } of flat) {
      if (!pageHandleOf(route)) continue;
      if (path.startsWith('/dashboard')) expect(layout, path).toBe('dashboard');
      else if (path.startsWith('/admin')) expect(layout, path).toBe('admin');
      else expect(layout, path).toBe('public');
    }
  });

  it('loads every page lazily (redirects excepted)', () => {
    const redirects = new Set(['/', '/*', ...Object.keys(AUTH_ALIASES)]);
    for (const { path, route } of flat) {
      if (redirects.has(path)) expect(pageHandleOf(route), path).toBeUndefined();
      else expect(typeof pageHandleOf(route)?.load, path).toBe('function');
    }
  });

  it('lists as pages (what the accessibility gate visits) every route but the redirects', () => {
    const redirects = new Set(['/', '/*', ...Object.keys(AUTH_ALIASES)]);
    const pages = listPages(routes).map((entry) => entry.path);
    expect(pages).toEqual(flat.map((entry) => entry.path).filter((path) => !redirects.has(path)));
    expect(pages).toContain('/dashboard/artists/:artistId');
    expect(pages).toContain('/admin');
  });

  it('resolves every lazy page to a component', async () => {
    for (const { path, route } of flat) {
      const handle = pageHandleOf(route);
      if (!handle) continue;
      expect(typeof (await handle.load()), path).toBe('function');
    }
    // Transforms every page slice on first import: seconds on two shared cores.
  }, 15_000);
});

describe('resolveHomePath', () => {
  it('sends visitors to login, admins to /admin and other users to /dashboard', () => {
    expect(resolveHomePath(null)).toBe('/login');
    expect(resolveHomePath({ roles: ['ADMIN'] })).toBe('/admin');
    expect(resolveHomePath({ roles: [] })).toBe('/dashboard');
  });
});

describe('navigation with the real route table', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function renderAt(url: string, user: ReturnType<typeof makeUser> | null = null) {
    const { router } = await renderRoutes(routes, url, { user });
    return router;
  }

  it('replaces an unknown path with /404', async () => {
    const router = await renderAt('/no/such/page');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('sends unknown paths under a layout to /404 as well', async () => {
    const router = await renderAt('/dashboard/releases');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('redirects /auth/register to /signup keeping the query string', async () => {
    const router = await renderAt('/auth/register?inviteCode=abc123&email=a%40b.test');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe('?inviteCode=abc123&email=a%40b.test');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it.each(Object.entries(AUTH_ALIASES))('redirects %s to %s', async (from, to) => {
    const router = await renderAt(`${from}?token=t`);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.location.search).toBe('?token=t');
  });

  it('sends / to /login while there is no session', async () => {
    const router = await renderAt('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('matches the optional release segments', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Release not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const router = await renderAt('/dashboard/releases/65f0c0ffee00000000000001/edit', makeUser());
    expect(await screen.findByText('Release not found', undefined, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/releases/65f0c0ffee00000000000001/edit');
    await act(() => router.navigate('/dashboard/releases/65f0c0ffee00000000000001/edit/details/track/2/credits'));
    expect(router.state.location.pathname).toBe('/dashboard/releases/65f0c0ffee00000000000001/edit/details/track/2/credits');
    expect(await screen.findByText('Release not found', undefined, { timeout: 5000 })).toBeTruthy();
  }, 15_000);

  it('scrolls to the top on route changes', async () => {
    const router = await renderAt('/login');
    const calls = vi.mocked(window.scrollTo).mock.calls.length;
    await act(() => router.navigate('/signup'));
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBeGreaterThan(calls);
  });
});
