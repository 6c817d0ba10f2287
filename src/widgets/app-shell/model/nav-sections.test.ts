import { describe, expect, it, vi } from 'vitest';
import { ADMIN_NAV_ITEMS } from '../config/admin-nav';
import {
  NAV_CAPTIONS,
  buildNavSections,
  countVerifiedIntegrations,
  filterNavByRoles,
  hasUsableArtist,
  resolveNavArtistId,
  type NavUser,
} from './nav-sections';
import type { NavItem, NavSection } from './nav-types';

const ARTIST_A = '65f0c0ffee000000000000a1';
const ARTIST_B = '65f0c0ffee000000000000b2';

function user(overrides: Partial<NavUser> = {}): NavUser {
  return {
    roles: [],
    artists: [{ _id: 'r1', _artist: { _id: ARTIST_A, name: 'A' } }],
    isVerified: { spotify: true },
    permissions: { isDistributed: true },
    _artist: null,
    ...overrides,
  };
}

const section = (sections: NavSection[], id: NavSection['id']) => sections.find((s) => s.id === id);
const item = (sections: NavSection[], id: NavSection['id'], title: string): NavItem => {
  const found = section(sections, id)?.items.find((i) => i.title === title);
  if (!found) throw new Error(`${id}/${title} missing`);
  return found;
};

describe('menu rules', () => {
  it('counts verified integrations by the true flags', () => {
    expect(countVerifiedIntegrations(null)).toBe(0);
    expect(countVerifiedIntegrations(user({ isVerified: {} }))).toBe(0);
    expect(countVerifiedIntegrations(user({ isVerified: { spotify: false, appleMusic: false } }))).toBe(0);
    expect(countVerifiedIntegrations(user({ isVerified: { spotify: true, appleMusic: false, tidal: true } }))).toBe(2);
  });

  it('has a usable artist with a roster entry or a linked _artist', () => {
    expect(hasUsableArtist(null)).toBe(false);
    expect(hasUsableArtist(user({ artists: [] }))).toBe(false);
    expect(hasUsableArtist(user())).toBe(true);
    expect(hasUsableArtist(user({ artists: [], _artist: { _id: ARTIST_B, name: 'B', image: null, spotifyId: null } }))).toBe(true);
  });

  it('points artist items at the selected artist when it is on the roster', () => {
    const u = user({ artists: [{ _id: 'r1', _artist: { _id: ARTIST_A } }, { _id: 'r2', _artist: { _id: ARTIST_B } }] });
    expect(resolveNavArtistId(u, ARTIST_B)).toBe(ARTIST_B);
    expect(resolveNavArtistId(u, 'not-on-roster')).toBe(ARTIST_A);
    expect(resolveNavArtistId(u)).toBe(ARTIST_A);
    expect(resolveNavArtistId(user({ artists: [] }))).toBeNull();
  });
});

describe('buildNavSections', () => {
  it('shows Artist, Distribution and Invite your friends to a regular user, without Admin', () => {
    const sections = buildNavSections('dashboard', { user: user() });
    expect(sections.map((s) => s.subheader)).toEqual(['Artist', 'Distribution', 'Invite your friends']);
  });

  it('adds Admin last in the dashboard layout and first in the admin layout, for admins', () => {
    const admin = user({ roles: ['ADMIN'] });
    expect(buildNavSections('dashboard', { user: admin, adminItems: ADMIN_NAV_ITEMS }).map((s) => s.id)).toEqual([
      'artist',
      'distribution',
      'invite',
      'admin',
    ]);
    expect(buildNavSections('admin', { user: admin, adminItems: ADMIN_NAV_ITEMS }).map((s) => s.id)).toEqual([
      'admin',
      'artist',
      'distribution',
      'invite',
    ]);
  });

  it('hides the Admin section from investors and visitors', () => {
    expect(section(buildNavSections('admin', { user: user({ roles: ['INVESTOR'] }), adminItems: ADMIN_NAV_ITEMS }), 'admin')).toBeUndefined();
    expect(section(buildNavSections('admin', { user: null, adminItems: ADMIN_NAV_ITEMS }), 'admin')).toBeUndefined();
  });

  it('lists every admin page of spec 1 §2 with the Email group', () => {
    const admin = section(buildNavSections('admin', { user: user({ roles: ['ADMIN'] }), adminItems: ADMIN_NAV_ITEMS }), 'admin');
    expect(admin?.items.map((i) => [i.title, i.path])).toEqual([
      ['Dashboard', '/admin'],
      ['Artists', '/admin/artists'],
      ['Writers', '/admin/writers'],
      ['Catalog', '/admin/catalog'],
      ['MLC', '/admin/mlc'],
      ['Invites', '/admin/invites'],
      ['Payout rates', '/admin/system-payout-rates'],
      ['Distribution', '/admin/distribution'],
      ['Analytics', '/admin/analytics'],
      ['Usage', '/admin/usage'],
      ['Users', '/admin/users'],
      ['Presence', '/admin/presence'],
      ['Behavioral analytics', '/admin/behavioral-analytics'],
      ['Realtime analytics', '/admin/realtime-analytics'],
      ['Service health', '/admin/service-health'],
      ['Posts', '/admin/posts'],
      ['Email', '/admin/email'],
    ]);
    const email = admin?.items.find((i) => i.title === 'Email');
    expect(email?.children?.map((c) => [c.title, c.path])).toEqual([
      ['Campaigns', '/admin/email/campaigns'],
      ['Lists', '/admin/email-lists'],
      ['Analytics', '/admin/email/analytics'],
      ['List analytics', '/admin/email/list-analytics'],
      ['Activity', '/admin/email/activity'],
      ['Segments', '/admin/email/segments'],
      ['Subscribers', '/admin/email/subscribers'],
    ]);
    expect(admin?.items.every((i) => i.icon)).toBe(true);
  });

  it('does not let callers mutate the shared admin config', () => {
    const admin = section(buildNavSections('admin', { user: user({ roles: ['ADMIN'] }), adminItems: ADMIN_NAV_ITEMS }), 'admin');
    admin!.items[0]!.title = 'Changed';
    expect(ADMIN_NAV_ITEMS[0]!.title).toBe('Dashboard');
  });

  it('enables every artist item with a roster artist and a verified integration', () => {
    const sections = buildNavSections('dashboard', { user: user() });
    const artist = section(sections, 'artist')!;
    expect(artist.items.map((i) => [i.title, i.path, Boolean(i.disabled)])).toEqual([
      ['Dashboard', '/dashboard', false],
      ['Analytics', '/dashboard/analytics', false],
      ['Catalog management', `/dashboard/artists/${ARTIST_A}/catalog`, false],
      ['Unclaimed royalties', `/dashboard/artists/${ARTIST_A}/unclaimed-royalties`, false],
      ['Integrations', '/dashboard/integrations', false],
    ]);
  });

  it('disables the last four artist items without a usable artist', () => {
    const sections = buildNavSections('dashboard', { user: user({ artists: [], _artist: null }) });
    const disabled = section(sections, 'artist')!.items.filter((i) => i.disabled).map((i) => i.title);
    expect(disabled).toEqual(['Analytics', 'Catalog management', 'Unclaimed royalties', 'Integrations']);
    expect(item(sections, 'artist', 'Integrations').caption).toBe(NAV_CAPTIONS.noArtist);
    expect(item(sections, 'artist', 'Dashboard').disabled).toBeFalsy();
  });

  it('without a verified integration disables only what needs streaming data, and says so', () => {
    const sections = buildNavSections('dashboard', { user: user({ isVerified: { spotify: false } }) });
    const disabled = section(sections, 'artist')!.items.filter((i) => i.disabled).map((i) => i.title);
    expect(disabled).toEqual(['Analytics']);
    expect(item(sections, 'artist', 'Analytics').caption).toBe(NAV_CAPTIONS.notVerified);
    expect(NAV_CAPTIONS.notVerified).toMatch(/streaming data/i);
    expect(item(sections, 'distribution', 'Release management').disabled).toBeFalsy();
  });

  it('explains the missing artist first when both rules fail; the dashboard (onboarding) stays open', () => {
    const sections = buildNavSections('dashboard', { user: user({ artists: [], isVerified: {} }) });
    const disabled = section(sections, 'artist')!.items.filter((i) => i.disabled).map((i) => i.title);
    expect(disabled).toEqual(['Analytics', 'Catalog management', 'Unclaimed royalties', 'Integrations']);
    expect(item(sections, 'artist', 'Analytics').caption).toBe(NAV_CAPTIONS.noArtist);
  });

  it('builds the Distribution section with its fixed and permission rules', () => {
    const openReleaseCreate = vi.fn();
    const sections = buildNavSections('dashboard', { user: user(), actions: { openReleaseCreate } });
    const distribution = section(sections, 'distribution')!;
    expect(distribution.items.map((i) => i.title)).toEqual([
      'Create release',
      'Release management',
      'Distribution analytics',
      'Usage report',
      'Wallet',
    ]);
    const create = item(sections, 'distribution', 'Create release');
    expect(create.path).toBeUndefined();
    create.onClick?.();
    expect(openReleaseCreate).toHaveBeenCalledOnce();
    expect(item(sections, 'distribution', 'Release management').path).toBe('/dashboard/releases/management');
    expect(item(sections, 'distribution', 'Distribution analytics')).toMatchObject({ disabled: true, caption: 'Coming soon' });
    expect(item(sections, 'distribution', 'Wallet')).toMatchObject({ disabled: true, caption: 'Coming soon' });
    expect(item(sections, 'distribution', 'Usage report')).toMatchObject({ path: `/dashboard/artists/${ARTIST_A}/usage` });
    expect(item(sections, 'distribution', 'Usage report').disabled).toBeFalsy();
  });

  it('disables the usage report unless the user is distributed', () => {
    const sections = buildNavSections('dashboard', { user: user({ permissions: { isDistributed: false } }) });
    expect(item(sections, 'distribution', 'Usage report')).toMatchObject({
      disabled: true,
      caption: NAV_CAPTIONS.notDistributed,
    });
  });

  it('points the usage report at the selected artist', () => {
    const u = user({ artists: [{ _id: 'r1', _artist: { _id: ARTIST_A } }, { _id: 'r2', _artist: { _id: ARTIST_B } }] });
    const sections = buildNavSections('dashboard', { user: u, selectedArtistId: ARTIST_B });
    expect(item(sections, 'distribution', 'Usage report').path).toBe(`/dashboard/artists/${ARTIST_B}/usage`);
  });

  it('offers Invite artist as a modal action', () => {
    const openInviteArtist = vi.fn();
    const sections = buildNavSections('dashboard', { user: user(), actions: { openInviteArtist } });
    const invite = item(sections, 'invite', 'Invite artist');
    expect(invite.path).toBeUndefined();
    invite.onClick?.();
    expect(openInviteArtist).toHaveBeenCalledOnce();
  });
});

describe('filterNavByRoles', () => {
  it('drops items and groups the user has no role for', () => {
    const sections: NavSection[] = [
      {
        id: 'artist',
        subheader: 'Artist',
        items: [
          { title: 'Open', path: '/a' },
          { title: 'Admins', path: '/b', roles: ['ADMIN'] },
          { title: 'Group', children: [{ title: 'Only admins', path: '/c', roles: ['ADMIN'] }] },
        ],
      },
    ];
    expect(filterNavByRoles(sections, [])[0]!.items.map((i) => i.title)).toEqual(['Open']);
    expect(filterNavByRoles(sections, ['ADMIN'])[0]!.items.map((i) => i.title)).toEqual(['Open', 'Admins', 'Group']);
  });
});
