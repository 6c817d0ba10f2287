import type { NavItem } from '../model/nav-types';

/** The admin pages of spec 1 §2 "Admin routes", in menu order. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { title: 'Dashboard', path: '/admin', icon: 'dashboard' },
  { title: 'Artists', path: '/admin/artists', icon: 'artist' },
  { title: 'Writers', path: '/admin/writers', icon: 'writer' },
  { title: 'Catalog', path: '/admin/catalog', icon: 'catalog' },
  { title: 'MLC', path: '/admin/mlc', icon: 'mlc', caption: 'US unclaimed mechanical royalties' },
  { title: 'Invites', path: '/admin/invites', icon: 'invite' },
  { title: 'Payout rates', shortTitle: 'Rates', path: '/admin/system-payout-rates', icon: 'rates' },
  { title: 'Distribution', path: '/admin/distribution', icon: 'distribution' },
  { title: 'Analytics', path: '/admin/analytics', icon: 'analytics' },
  { title: 'Usage', path: '/admin/usage', icon: 'usage' },
  { title: 'Users', path: '/admin/users', icon: 'users' },
  { title: 'Presence', path: '/admin/presence', icon: 'presence' },
  { title: 'Behavioral analytics', shortTitle: 'Behavior', path: '/admin/behavioral-analytics', icon: 'behavior' },
  { title: 'Realtime analytics', shortTitle: 'Realtime', path: '/admin/realtime-analytics', icon: 'realtime' },
  { title: 'Service health', shortTitle: 'Health', path: '/admin/service-health', icon: 'health' },
  { title: 'Posts', path: '/admin/posts', icon: 'posts' },
  {
    title: 'Email',
    path: '/admin/email',
    icon: 'email',
    children: [
      { title: 'Campaigns', path: '/admin/email/campaigns' },
      { title: 'Lists', path: '/admin/email-lists' },
      { title: 'Analytics', path: '/admin/email/analytics' },
      { title: 'List analytics', path: '/admin/email/list-analytics' },
      { title: 'Activity', path: '/admin/email/activity' },
      { title: 'Segments', path: '/admin/email/segments' },
      { title: 'Subscribers', path: '/admin/email/subscribers' },
    ],
  },
];
