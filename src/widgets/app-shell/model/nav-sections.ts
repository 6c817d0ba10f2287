import type { components } from '@/shared/api';
import type { NavItem, NavSection, RoleName, ShellArea } from './nav-types';

type User = components['schemas']['User'];

/** The parts of the user the menu rules read. */
export type NavUser = Pick<User, 'roles' | 'artists' | 'isVerified' | 'permissions' | '_artist'>;

export const NAV_CAPTIONS = {
  noArtist: 'Add an artist first',
  /** Analytics needs streaming data, which comes with a verified platform profile. */
  notVerified: 'Streaming data: verify first',
  comingSoon: 'Coming soon',
  notDistributed: 'For distributed artists',
} as const;

/** `isVerified` is a map of platform → flag; the app counts the true values (spec 1 §3). */
export function countVerifiedIntegrations(user: Pick<NavUser, 'isVerified'> | null | undefined): number {
  if (!user?.isVerified) return 0;
  return Object.values(user.isVerified).filter((flag) => flag === true).length;
}

/** A usable artist: at least one artist on the roster, or a linked `_artist`. */
export function hasUsableArtist(user: Pick<NavUser, 'artists' | '_artist'> | null | undefined): boolean {
  if (!user) return false;
  return user.artists.length > 0 || Boolean(user._artist?._id);
}

/**
 * The artist the artist-scoped items point at: the selected artist when it is on the roster,
 * else the linked `_artist`, else the first roster entry.
 */
export function resolveNavArtistId(
  user: Pick<NavUser, 'artists' | '_artist'> | null | undefined,
  selectedArtistId?: string | null,
): string | null {
  if (!user) return null;
  const roster = user.artists.map((entry) => entry._artist._id);
  if (selectedArtistId && (roster.includes(selectedArtistId) || user._artist?._id === selectedArtistId)) {
    return selectedArtistId;
  }
  return user._artist?._id ?? roster[0] ?? null;
}

export interface NavActions {
  /** Opens the Create Release modal (spec 2 §2). */
  openReleaseCreate?: () => void;
  /** Opens the Invite Artist modal (spec 2 §2). */
  openInviteArtist?: () => void;
}

export interface NavContext {
  user: NavUser | null;
  /** The artist picked in the roster popover, when there is one. */
  selectedArtistId?: string | null;
  actions?: NavActions;
  /** The Admin section's items, once its menu has loaded (admins only). */
  adminItems?: readonly NavItem[];
}

/** Disabled state and caption: the first failing rule explains why. */
function gate(rules: { when: boolean; caption: string }[]): Pick<NavItem, 'disabled' | 'caption'> {
  const failing = rules.find((rule) => rule.when);
  return failing ? { disabled: true, caption: failing.caption } : {};
}

/**
 * Artist section (spec 1 §2): dashboard, analytics, catalog management, unclaimed royalties,
 * integrations. The last four need a usable artist. Only what needs streaming data (analytics)
 * waits for a verified integration (issue #36): the dashboard is where a new artist starts (it
 * offers verification and the artist's own profile), and the catalog holds the artist's releases.
 */
export function buildArtistItems({ user, selectedArtistId }: NavContext): NavItem[] {
  const noArtist = { when: !hasUsableArtist(user), caption: NAV_CAPTIONS.noArtist };
  const notVerified = { when: countVerifiedIntegrations(user) === 0, caption: NAV_CAPTIONS.notVerified };
  const artistId = resolveNavArtistId(user, selectedArtistId);
  return [
    { title: 'Dashboard', path: '/dashboard', icon: 'dashboard' },
    { title: 'Analytics', path: '/dashboard/analytics', icon: 'analytics', ...gate([noArtist, notVerified]) },
    {
      title: 'Catalog management',
      shortTitle: 'Catalog',
      path: artistId ? `/dashboard/artists/${artistId}/catalog` : '/dashboard/tracks',
      icon: 'catalog',
      ...gate([noArtist]),
    },
    {
      title: 'Unclaimed royalties',
      shortTitle: 'Royalties',
      path: artistId ? `/dashboard/artists/${artistId}/unclaimed-royalties` : '/dashboard/artists',
      icon: 'royalties',
      ...gate([noArtist]),
    },
    { title: 'Integrations', path: '/dashboard/integrations', icon: 'integrations', ...gate([noArtist]) },
  ];
}

/**
 * Distribution section (spec 2 §2): create release (modal), release management, distribution
 * analytics (always disabled), usage report (disabled unless distributed), wallet (always disabled).
 */
export function buildDistributionItems({ user, selectedArtistId, actions }: NavContext): NavItem[] {
  const artistId = resolveNavArtistId(user, selectedArtistId);
  const distributed = Boolean(user?.permissions.isDistributed);
  return [
    { title: 'Create release', shortTitle: 'Create', icon: 'releaseCreate', onClick: actions?.openReleaseCreate },
    { title: 'Release management', shortTitle: 'Release', path: '/dashboard/releases/management', icon: 'releases' },
    {
      title: 'Distribution analytics',
      shortTitle: 'Analytics',
      icon: 'analytics',
      disabled: true,
      caption: NAV_CAPTIONS.comingSoon,
    },
    {
      title: 'Usage report',
      shortTitle: 'Usage',
      path: artistId ? `/dashboard/artists/${artistId}/usage` : '/dashboard/artists',
      icon: 'usage',
      ...gate([
        { when: !distributed, caption: NAV_CAPTIONS.notDistributed },
        { when: artistId === null, caption: NAV_CAPTIONS.noArtist },
      ]),
    },
    { title: 'Wallet', icon: 'wallet', disabled: true, caption: NAV_CAPTIONS.comingSoon },
  ];
}

export function buildInviteItems({ actions }: NavContext): NavItem[] {
  return [{ title: 'Invite artist', shortTitle: 'Invite', icon: 'inviteArtist', onClick: actions?.openInviteArtist }];
}

const cloneItems = (items: readonly NavItem[]): NavItem[] =>
  items.map((item) => ({ ...item, children: item.children && cloneItems(item.children) }));

const allowed = (roles: readonly RoleName[] | undefined, userRoles: readonly string[]) =>
  !roles || roles.some((role) => userRoles.includes(role));

/** Drops sections and items whose `roles` the user holds none of (and groups left empty). */
export function filterNavByRoles(sections: NavSection[], userRoles: readonly string[]): NavSection[] {
  const filterItems = (items: NavItem[]): NavItem[] =>
    items.flatMap((item) => {
      if (!allowed(item.roles, userRoles)) return [];
      if (!item.children) return [item];
      const children = filterItems(item.children);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
  return sections
    .filter((section) => allowed(section.roles, userRoles))
    .map((section) => ({ ...section, items: filterItems(section.items) }))
    .filter((section) => section.items.length > 0);
}

/**
 * The menu for a layout: Admin (admins only) first in the admin layout, last in the dashboard
 * layout; then Artist, Distribution and Invite your friends.
 */
export function buildNavSections(area: ShellArea, context: NavContext): NavSection[] {
  const admin: NavSection = { id: 'admin', subheader: 'Admin', items: cloneItems(context.adminItems ?? []), roles: ['ADMIN'] };
  const common: NavSection[] = [
    { id: 'artist', subheader: 'Artist', items: buildArtistItems(context) },
    { id: 'distribution', subheader: 'Distribution', items: buildDistributionItems(context) },
    { id: 'invite', subheader: 'Invite your friends', items: buildInviteItems(context) },
  ];
  const sections = area === 'admin' ? [admin, ...common] : [...common, admin];
  return filterNavByRoles(sections, context.user?.roles ?? []);
}
