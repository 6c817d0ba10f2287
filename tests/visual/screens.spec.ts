import { DEMO } from '../e2e/support/accounts';
import { screens } from './support/screens';
import { steadyServiceHealth } from './support/steady-service-health';

const ARTIST = '66b4de000000000000000b01'; // Luna Vale, the demo artist's first (server/demo/accounts.ts)
const DRAFT = '66b4de000000000000000c01'; // "Glass Harbour", a complete single draft (server/demo/releases.ts)
const PENDING = '66b4de000000000000000c03'; // "Paper Satellites", waiting for review
const CAMPAIGN = '66b4e5000000000000000c01'; // a sent campaign (server/demo/email.ts)

screens([
  { name: 'login', path: '/login' },
  { name: 'artist-home', path: '/dashboard', as: DEMO.artist },
  { name: 'artist-overview', path: `/dashboard/artists/${ARTIST}`, as: DEMO.artist },
  { name: 'analytics', path: '/dashboard/analytics', as: DEMO.artist },
  { name: 'releases', path: '/dashboard/releases/management', as: DEMO.artist },
  {
    name: 'release-wizard',
    path: '/dashboard/releases/management',
    as: DEMO.artist,
    fullPage: false,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Create release' }).first().click();
    },
  },
  // The edit page's tabs are the wizard's steps for a draft (details, tracks… review and submit).
  ...(['details', 'artists', 'tracks', 'credits', 'dates', 'review'] as const).map((tab) => ({
    name: `release-edit-${tab}`,
    path: `/dashboard/releases/${DRAFT}/edit/${tab}`,
    as: DEMO.artist,
  })),
  {
    name: 'admin',
    path: '/admin',
    as: DEMO.admin,
    mask: (page) => [page.getByText('Users online', { exact: true }).locator('xpath=..')],
  },
  { name: 'distribution', path: '/admin/distribution', as: DEMO.admin },
  { name: 'distribution-review', path: `/admin/distribution/${PENDING}`, as: DEMO.admin },
  { name: 'users', path: '/admin/users', as: DEMO.admin },
  { name: 'email-campaign', path: `/admin/email/analytics/${CAMPAIGN}`, as: DEMO.admin },
  {
    name: 'service-health',
    path: '/admin/service-health',
    as: DEMO.admin,
    // The checks measure this machine (latencies, memory, free disk): the same steady figures on
    // every machine, since even masked their length moved what stands below them.
    routes: steadyServiceHealth,
    // Version, uptime and the last hours' samples change by the second.
    mask: (page) => [
      page.locator('main section[aria-labelledby^="service-"] > p'),
      page.locator('main section[aria-labelledby^="service-"] [role="img"]'),
    ],
  },
]);
