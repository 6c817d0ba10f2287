import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS } from '../config/admin-nav';
import { buildNavSections, type NavUser } from '../model/nav-sections';
import { findActivePath, groupsContaining, isPathInside, pathMatches } from './nav-path';

const admin: NavUser = {
  roles: ['ADMIN'],
  artists: [{ _id: 'r1', _artist: { _id: 'a1' } }],
  isVerified: { spotify: true },
  permissions: { isDistributed: true },
  _artist: null,
};
const sections = buildNavSections('admin', { user: admin, adminItems: ADMIN_NAV_ITEMS });
const email = sections[0]!.items.find((item) => item.title === 'Email')!;

describe('pathMatches', () => {
  it('matches the path itself and pages below it, by whole segments', () => {
    expect(pathMatches('/admin/posts', '/admin/posts')).toBe(true);
    expect(pathMatches('/admin/posts', '/admin/posts/')).toBe(true);
    expect(pathMatches('/admin/posts', '/admin/posts/create')).toBe(true);
    expect(pathMatches('/admin/email', '/admin/email-lists')).toBe(false);
  });

  it('matches section roots only exactly', () => {
    expect(pathMatches('/admin', '/admin')).toBe(true);
    expect(pathMatches('/admin', '/admin/users')).toBe(false);
    expect(pathMatches('/dashboard', '/dashboard/account')).toBe(false);
  });
});

describe('groups expand for the current path', () => {
  it.each([
    '/admin/email',
    '/admin/email/campaigns',
    '/admin/email/analytics/65f0c0ffee0000000000000c',
    '/admin/email-lists',
    '/admin/email-lists/65f0c0ffee0000000000000d',
    '/admin/email/subscribers/65f0c0ffee0000000000000e',
  ])('Email contains %s', (path) => {
    expect(isPathInside(email, path)).toBe(true);
    expect(groupsContaining(sections, path)).toEqual(['Email']);
  });

  it.each(['/admin', '/admin/users', '/admin/posts', '/dashboard'])('no group contains %s', (path) => {
    expect(groupsContaining(sections, path)).toEqual([]);
  });
});

describe('findActivePath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/users', '/admin/users'],
    ['/admin/posts/create', '/admin/posts'],
    ['/admin/posts/65f0c0ffee0000000000000a/edit', '/admin/posts'],
    ['/admin/email/campaigns', '/admin/email/campaigns'],
    ['/admin/email-lists/65f0c0ffee0000000000000d', '/admin/email-lists'],
    ['/admin/behavioral-analytics/user/u1/journey', '/admin/behavioral-analytics'],
    ['/dashboard', '/dashboard'],
    ['/dashboard/releases/management', '/dashboard/releases/management'],
    ['/dashboard/artists/a1/catalog', '/dashboard/artists/a1/catalog'],
  ])('highlights the item for %s', (pathname, expected) => {
    expect(findActivePath(sections, pathname)).toBe(expected);
  });

  it('highlights nothing for pages outside the menu', () => {
    expect(findActivePath(sections, '/dashboard/account')).toBeNull();
  });
});
