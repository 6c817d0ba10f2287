import { describe, expect, it } from 'vitest';
import { resolveLandingPath, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/artists/abc?tab=catalog', '/dashboard/artists/abc?tab=catalog'],
    ['/admin/users#top', '/admin/users#top'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.test/dashboard',
    '//evil.test/dashboard',
    '/\\evil.test',
    'javascript:alert(1)',
    '/dash\nboard',
    '/login',
    '/signup?x=1',
    '/verify/',
    '/forgot-password',
    '/reset-password',
  ])('rejects %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('resolveLandingPath', () => {
  it('is returnTo when safe, else /dashboard', () => {
    expect(resolveLandingPath('/dashboard/works')).toBe('/dashboard/works');
    expect(resolveLandingPath('/admin')).toBe('/admin');
    expect(resolveLandingPath(null)).toBe('/dashboard');
    expect(resolveLandingPath('https://evil.test')).toBe('/dashboard');
  });

  it('sends an admin without a returnTo to the admin root', () => {
    expect(resolveLandingPath(null, { roles: ['ADMIN'] })).toBe('/admin');
    expect(resolveLandingPath('https://evil.test', { roles: ['ADMIN', 'ARTIST'] })).toBe('/admin');
    expect(resolveLandingPath('/dashboard/works', { roles: ['ADMIN'] })).toBe('/dashboard/works');
    expect(resolveLandingPath(null, { roles: ['ARTIST'] })).toBe('/dashboard');
  });
});
