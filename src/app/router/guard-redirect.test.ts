import { describe, expect, it } from 'vitest';
import { loginRedirectPath, resolveGuardRedirect, type GuardInput } from './guard-redirect';
import { resolveInvestorUrl } from './investor-site';

const VISITOR = null;
const USER = { roles: [] as string[] };
const ADMIN = { roles: ['ADMIN'] };
const INVESTOR = { roles: ['INVESTOR'] };
const ADMIN_INVESTOR = { roles: ['ADMIN', 'INVESTOR'] };
const INVESTOR_URL = 'https://investors.example.test/';

function decide(input: Partial<GuardInput> & Pick<GuardInput, 'area'>, url = '/'): ReturnType<typeof resolveGuardRedirect> {
  const parsed = new URL(url, 'http://app.test');
  return resolveGuardRedirect({
    loading: false,
    user: VISITOR,
    location: { pathname: parsed.pathname, search: parsed.search },
    investorUrl: INVESTOR_URL,
    ...input,
  });
}

describe('while the session is loading', () => {
  it.each(['home', 'guest', 'dashboard', 'admin'] as const)('%s waits (no flash of the login page)', (area) => {
    expect(decide({ area, loading: true })).toEqual({ kind: 'wait' });
    expect(decide({ area, loading: true, user: ADMIN })).toEqual({ kind: 'wait' });
  });
});

describe('dashboard and admin routes', () => {
  it('send visitors to /login with returnTo = path + search', () => {
    expect(decide({ area: 'dashboard' }, '/dashboard/artists/abc/catalog?type=album-tracks&albumId=1')).toEqual({
      kind: 'redirect',
      to: '/login?returnTo=%2Fdashboard%2Fartists%2Fabc%2Fcatalog%3Ftype%3Dalbum-tracks%26albumId%3D1',
    });
    expect(decide({ area: 'admin' }, '/admin/users')).toEqual({ kind: 'redirect', to: '/login?returnTo=%2Fadmin%2Fusers' });
  });

  it('send a session that ended on the page (logout, failed refresh) to /auth/login without returnTo', () => {
    expect(decide({ area: 'dashboard', signedOutHere: true }, '/dashboard/account')).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
    expect(decide({ area: 'admin', signedOutHere: true }, '/admin/users')).toEqual({ kind: 'redirect', to: '/auth/login' });
  });

  it('returnTo round-trips through URLSearchParams', () => {
    const to = loginRedirectPath({ pathname: '/dashboard/works', search: '?q=a b&x=1' });
    expect(new URL(to, 'http://app.test').searchParams.get('returnTo')).toBe('/dashboard/works?q=a b&x=1');
  });

  it('render for signed-in users', () => {
    expect(decide({ area: 'dashboard', user: USER }, '/dashboard')).toEqual({ kind: 'render' });
    expect(decide({ area: 'dashboard', user: ADMIN }, '/dashboard')).toEqual({ kind: 'render' });
    expect(decide({ area: 'admin', user: ADMIN }, '/admin')).toEqual({ kind: 'render' });
    expect(decide({ area: 'admin', user: ADMIN_INVESTOR }, '/admin')).toEqual({ kind: 'render' });
  });

  it('send non-admins on /admin/* to /dashboard', () => {
    expect(decide({ area: 'admin', user: USER }, '/admin/users')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('send investor-only users to the investor site', () => {
    expect(decide({ area: 'dashboard', user: INVESTOR }, '/dashboard')).toEqual({ kind: 'leave', url: INVESTOR_URL });
    expect(decide({ area: 'admin', user: INVESTOR }, '/admin')).toEqual({ kind: 'leave', url: INVESTOR_URL });
  });
});

describe('guest pages (login, signup, verify, forgot, reset)', () => {
  it('render for visitors', () => {
    expect(decide({ area: 'guest' }, '/login?returnTo=%2Fdashboard%2Fworks')).toEqual({ kind: 'render' });
  });

  describe('opened while signed in', () => {
    const opened = (user: GuardInput['user'], url: string) => decide({ area: 'guest', user, signedInOnArrival: true }, url);

    it('go to returnTo when set', () => {
      expect(opened(USER, '/login?returnTo=%2Fdashboard%2Fworks%3Fpage%3D2')).toEqual({
        kind: 'redirect',
        to: '/dashboard/works?page=2',
      });
      expect(opened(ADMIN, '/signup?returnTo=/dashboard')).toEqual({ kind: 'redirect', to: '/dashboard' });
    });

    it('else admins to /admin and others to /dashboard', () => {
      expect(opened(ADMIN, '/login')).toEqual({ kind: 'redirect', to: '/admin' });
      expect(opened(ADMIN_INVESTOR, '/verify')).toEqual({ kind: 'redirect', to: '/admin' });
      expect(opened(USER, '/forgot-password')).toEqual({ kind: 'redirect', to: '/dashboard' });
      expect(opened(USER, '/reset-password?token=t')).toEqual({ kind: 'redirect', to: '/dashboard' });
    });

    it('investor-only users leave for the investor site', () => {
      expect(opened(INVESTOR, '/login')).toEqual({ kind: 'leave', url: INVESTOR_URL });
    });

    it.each([
      'https://evil.test/x',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/login',
      'dashboard',
    ])('ignore an unsafe returnTo %j', (returnTo) => {
      const search = new URLSearchParams({ returnTo }).toString();
      expect(opened(USER, `/login?${search}`)).toEqual({ kind: 'redirect', to: '/dashboard' });
      expect(opened(ADMIN, `/login?${search}`)).toEqual({ kind: 'redirect', to: '/admin' });
    });
  });

  describe('signed in on the page (login, code verification, password reset)', () => {
    const signedInHere = (user: GuardInput['user'], url: string) =>
      decide({ area: 'guest', user, signedInOnArrival: false }, url);

    it('land on /dashboard by default, admins on the admin root', () => {
      expect(signedInHere(USER, '/login')).toEqual({ kind: 'redirect', to: '/dashboard' });
      expect(signedInHere(ADMIN, '/login')).toEqual({ kind: 'redirect', to: '/admin' });
      expect(signedInHere(USER, '/verify?email=a%40b.test')).toEqual({ kind: 'redirect', to: '/dashboard' });
    });

    it('land on a safe returnTo', () => {
      expect(signedInHere(ADMIN, '/login?returnTo=%2Fadmin%2Fusers')).toEqual({ kind: 'redirect', to: '/admin/users' });
      expect(signedInHere(USER, '/login?returnTo=https%3A%2F%2Fevil.test')).toEqual({ kind: 'redirect', to: '/dashboard' });
    });
  });
});

describe('/ (home)', () => {
  it('sends on by role', () => {
    expect(decide({ area: 'home' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide({ area: 'home', user: USER })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ area: 'home', user: ADMIN })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decide({ area: 'home', user: ADMIN_INVESTOR })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decide({ area: 'home', user: INVESTOR })).toEqual({ kind: 'leave', url: INVESTOR_URL });
  });
});

describe('resolveInvestorUrl', () => {
  it('is PUBLIC_INVESTOR_URL, default /investors', () => {
    expect(resolveInvestorUrl(undefined)).toBe('/investors');
    expect(resolveInvestorUrl('  ')).toBe('/investors');
    expect(resolveInvestorUrl('https://investors.example.test')).toBe('https://investors.example.test');
  });
});
