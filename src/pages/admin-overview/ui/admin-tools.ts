import { PRODUCT_NAME } from '@/shared/config';

/** The admin areas that are built, with what each is for (the dashboard's tools list). */
export const ADMIN_TOOLS = [
  { to: '/admin/users', name: 'Users', text: 'Find accounts, edit their roles, link artists, archive and restore.' },
  { to: '/admin/invites', name: 'Invites', text: 'Invite artists, investors and admins, and follow each invitation.' },
  { to: '/admin/distribution', name: 'Distribution', text: 'Review submitted releases, approve or reject, and deliver them.' },
  { to: '/admin/posts', name: 'Posts', text: 'Write announcements, choose who reads them, and publish.' },
  { to: '/admin/email', name: 'Email', text: 'Lists, segments, campaigns, subscribers and their analytics.' },
  { to: '/admin/system-payout-rates', name: 'Payout rates', text: 'The per-stream rate of each source behind every estimated figure.' },
  { to: '/admin/mlc', name: 'MLC', text: 'US unclaimed mechanical royalties across every artist.' },
  { to: '/admin/catalog', name: 'Catalog', text: 'Every track and album in the catalogue, with filters and export.' },
  { to: '/admin/usage', name: 'Usage', text: 'Distribution usage reports by artist and period.' },
  { to: '/admin/presence', name: 'Presence', text: `Who is using ${PRODUCT_NAME} right now, on which page and device.` },
  { to: '/admin/artists', name: 'Artists', text: 'Search, filter and export every artist in the catalogue.' },
  { to: '/admin/writers', name: 'Writers', text: 'Every songwriter, with their IPI number, society and credits.' },
] as const;
