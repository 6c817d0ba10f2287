import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoadErrorScreen, RouteErrorBoundary } from '@/widgets/error-screen';
import { PublicLayout } from '../layouts/public-layout';
import { GuestOnly, HomeRedirect, RequireAdmin, RequireAuth } from './guards';
import { page } from './page-route';
import { RedirectPreservingQuery } from './redirects';
import { PageBoundary, RootRoute } from './root-route';

const auth = () => import(/* webpackChunkName: "page-auth" */ '@/pages/auth');
const emailPreferences = () => import(/* webpackChunkName: "page-email-preferences" */ '@/pages/email-preferences');
const mobile = () => import(/* webpackChunkName: "page-mobile" */ '@/pages/mobile');
const notFound = () => import(/* webpackChunkName: "page-not-found" */ '@/pages/not-found');
const account = () => import(/* webpackChunkName: "page-account" */ '@/pages/account');
// `/dashboard` (where signed-in users land, with the tightest budget) is a chunk of its own.
const dashboardHome = () => import(/* webpackChunkName: "page-dashboard-home" */ '@/pages/dashboard-home');
const dashboard = () => import(/* webpackChunkName: "page-dashboard" */ '@/pages/dashboard');
const artists = () => import(/* webpackChunkName: "page-artists" */ '@/pages/artists');
const writers = () => import(/* webpackChunkName: "page-writers" */ '@/pages/writers');
const catalog = () => import(/* webpackChunkName: "page-catalog" */ '@/pages/catalog');
const releases = () => import(/* webpackChunkName: "page-releases" */ '@/pages/releases');
const adminOverview = () => import(/* webpackChunkName: "page-admin-overview" */ '@/pages/admin-overview');
const adminPresence = () => import(/* webpackChunkName: "page-admin-presence" */ '@/pages/admin-presence');
const adminArtists = () => import(/* webpackChunkName: "page-admin-artists" */ '@/pages/admin-catalog/artists');
const adminCatalog = () => import(/* webpackChunkName: "page-admin-catalog" */ '@/pages/admin-catalog/catalog');
const adminDistribution = () => import(/* webpackChunkName: "page-distribution" */ '@/pages/admin-distribution');
const adminUsers = () => import(/* webpackChunkName: "page-admin-users" */ '@/pages/admin-users');
const adminPayoutRates = () => import(/* webpackChunkName: "page-admin-payout-rates" */ '@/pages/admin-payout-rates');
const adminInvites = () => import(/* webpackChunkName: "page-admin-invites" */ '@/pages/admin-invites');
const adminPosts = () => import(/* webpackChunkName: "page-admin-posts" */ '@/pages/admin-posts');
const adminEmail = () => import(/* webpackChunkName: "page-admin-email" */ '@/pages/admin-email');
const adminBehavior = () => import(/* webpackChunkName: "page-admin-behavior" */ '@/pages/admin-insight/behavior');
const adminAnalytics = () => import(/* webpackChunkName: "page-admin-analytics" */ '@/pages/admin-insight/platform-analytics');
const adminRealtimeAnalytics = () => import(/* webpackChunkName: "page-admin-realtime-analytics" */ '@/pages/admin-insight/realtime');
const adminServiceHealth = () => import(/* webpackChunkName: "page-admin-service-health" */ '@/pages/admin-insight/service-health');
// Both signed-in layouts are one chunk with the shell they share: one request on the first load,
// not three (the shell, the layout and, for admins, the admin menu were each a file of their own).
const dashboardLayout = () => import(/* webpackChunkName: "layout-signed-in" */ '../layouts/dashboard-layout');
const adminLayout = () => import(/* webpackChunkName: "layout-signed-in" */ '../layouts/admin-layout');

/** Old long forms of the guest pages (spec 1 §2); the query string is kept. */
export const AUTH_ALIASES: Readonly<Record<string, string>> = {
  '/auth/login': '/login',
  '/auth/register': '/signup',
  '/auth/verify': '/verify',
  '/auth/forgot-password': '/forgot-password',
  '/auth/reset-password': '/reset-password',
};

export const NOT_FOUND_PATH = '/404';

/** Guest pages (spec 1 §2): signed-in visitors are sent on (see `resolveGuardRedirect`). */
const guestRoutes: RouteObject[] = [
  { path: '/login', ...page(auth, 'LoginPage') },
  {
    // A failed load of the sign-up page shows its own screen (spec 1 §2), not the generic one.
    element: (
      <RouteErrorBoundary
        fallback={<PageLoadErrorScreen title="Error loading registration page" linkTo="/login" linkLabel="Go to login" />}
      >
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [{ path: '/signup', ...page(auth, 'SignupPage') }],
  },
  { path: '/verify', ...page(auth, 'VerifyPage') },
  { path: '/forgot-password', ...page(auth, 'ForgotPasswordPage') },
  { path: '/reset-password', ...page(auth, 'ResetPasswordPage') },
];

/** Public and guest pages (spec 1 §2 "Public and authentication routes"). */
const publicRoutes: RouteObject[] = [
  { Component: GuestOnly, children: guestRoutes },
  { path: '/email/unsubscribe', ...page(emailPreferences, 'EmailUnsubscribePage') },
  { path: '/email/unsubscribe/:token', ...page(emailPreferences, 'EmailUnsubscribePage') },
  { path: '/email/preferences/:token', ...page(emailPreferences, 'EmailPreferencesPage') },
  { path: '/mobile', ...page(mobile, 'MobileUnsupportedPage') },
  { path: NOT_FOUND_PATH, ...page(notFound, 'NotFoundPage') },
];

/** `/dashboard/...` (spec 1 §2 "Dashboard routes", spec 2 §2 "Release routes"). */
const dashboardRoutes: RouteObject[] = [
  { index: true, ...page(dashboardHome, 'DashboardHomePage', 'prefetchDashboardHome') },
  { path: 'account', ...page(account, 'AccountPage') },
  { path: 'integrations', ...page(dashboard, 'IntegrationsPage') },
  { path: 'analytics', ...page(dashboard, 'AnalyticsPage') },
  { path: 'works', ...page(dashboard, 'WorksPage') },
  { path: 'artists', ...page(artists, 'ArtistListPage') },
  { path: 'artists/:artistId', ...page(artists, 'ArtistOverviewPage') },
  { path: 'artists/:artistId/catalog', ...page(artists, 'ArtistCatalogPage') },
  // query: type (default all-tracks), optional albumId
  { path: 'artists/:artistId/catalog-browse', ...page(artists, 'ArtistCatalogBrowsePage') },
  { path: 'artists/:artistId/discography', ...page(artists, 'ArtistDiscographyPage') },
  { path: 'artists/:artistId/payouts', ...page(artists, 'ArtistPayoutsPage') },
  { path: 'artists/:artistId/unclaimed-royalties', ...page(artists, 'ArtistUnclaimedRoyaltiesPage') },
  { path: 'artists/:artistId/usage', ...page(artists, 'ArtistUsagePage') },
  { path: 'tracks', ...page(catalog, 'TracksPage') },
  { path: 'tracks/:trackId', ...page(catalog, 'TrackDetailsPage') },
  { path: 'albums/:albumId', ...page(catalog, 'AlbumDetailsPage') },
  { path: 'writers', ...page(writers, 'WriterListPage') },
  { path: 'writers/:writerId', ...page(writers, 'WriterOverviewPage') },
  { path: 'writers/:writerId/discography', ...page(writers, 'WriterDiscographyPage') },
  { path: 'releases/management', ...page(releases, 'ReleaseManagementPage') },
  { path: 'releases/:releaseId/edit/:tabSection?', ...page(releases, 'ReleaseEditPage') },
  { path: 'releases/:releaseId/edit/:tabSection/track/:trackIndex/:trackTab?', ...page(releases, 'ReleaseTrackEditPage') },
];

/** `/admin/...` (spec 1 §2 "Admin routes"). */
const adminRoutes: RouteObject[] = [
  { index: true, ...page(adminOverview, 'AdminDashboardPage') },
  { path: 'artists', ...page(adminArtists, 'AdminArtistsPage', 'prefetchAdminArtists') },
  { path: 'mlc', ...page(adminCatalog, 'AdminMlcPage') },
  { path: 'catalog', ...page(adminCatalog, 'AdminCatalogPage') },
  { path: 'invites', ...page(adminInvites, 'AdminInvitesPage') },
  { path: 'system-payout-rates', ...page(adminPayoutRates, 'AdminSystemPayoutRatesPage') },
  { path: 'writers', ...page(adminCatalog, 'AdminWritersPage') },
  { path: 'distribution', ...page(adminDistribution, 'AdminDistributionPage') },
  { path: 'distribution/:releaseId', ...page(adminDistribution, 'AdminDistributionPage') },
  { path: 'analytics', ...page(adminAnalytics, 'AdminAnalyticsPage') },
  { path: 'usage', ...page(adminOverview, 'AdminUsagePage') },
  { path: 'users', ...page(adminUsers, 'AdminUsersPage') },
  { path: 'users/:userId', ...page(adminUsers, 'AdminUserDetailsPage') },
  { path: 'presence', ...page(adminPresence, 'AdminPresencePage') },
  { path: 'behavioral-analytics', ...page(adminBehavior, 'AdminBehavioralAnalyticsPage') },
  { path: 'behavioral-analytics/user/:userId/journey', ...page(adminBehavior, 'AdminUserJourneyPage') },
  { path: 'service-health', ...page(adminServiceHealth, 'AdminServiceHealthPage') },
  { path: 'realtime-analytics', ...page(adminRealtimeAnalytics, 'AdminRealtimeAnalyticsPage') },
  { path: 'posts', ...page(adminPosts, 'AdminPostsPage') },
  { path: 'posts/create', ...page(adminPosts, 'AdminPostCreatePage') },
  { path: 'posts/:postId', ...page(adminPosts, 'AdminPostDetailsPage') },
  { path: 'posts/:postId/edit', ...page(adminPosts, 'AdminPostEditPage') },
  { path: 'email', ...page(adminEmail, 'AdminEmailPage') },
  { path: 'email/analytics', ...page(adminEmail, 'AdminEmailAnalyticsPage') },
  { path: 'email/analytics/:campaignId', ...page(adminEmail, 'AdminEmailCampaignAnalyticsPage') },
  { path: 'email/campaigns', ...page(adminEmail, 'AdminEmailCampaignsPage') },
  { path: 'email-lists', ...page(adminEmail, 'AdminEmailListsPage') },
  { path: 'email-lists/:listId', ...page(adminEmail, 'AdminEmailListPage') },
  { path: 'email/list-analytics', ...page(adminEmail, 'AdminEmailListAnalyticsPage') },
  { path: 'email/list-analytics/:listId', ...page(adminEmail, 'AdminEmailListAnalyticsDetailsPage') },
  { path: 'email/activity', ...page(adminEmail, 'AdminEmailActivityPage') },
  { path: 'email/segments', ...page(adminEmail, 'AdminEmailSegmentsPage') },
  { path: 'email/subscribers', ...page(adminEmail, 'AdminEmailSubscribersPage') },
  { path: 'email/subscribers/:subscriberId', ...page(adminEmail, 'AdminEmailSubscriberDetailsPage') },
];

/**
 * A render or load error inside a layout shows the error screen in the layout's content area,
 * so the shell stays usable; errors in the layouts themselves reach the root boundary.
 */
const withinErrorBoundary = (children: RouteObject[]): RouteObject[] => [{ Component: PageBoundary, children }];

/** The whole route table, as data (walked by `routes.test.tsx`). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...Object.entries(AUTH_ALIASES).map(([path, to]) => ({
        path,
        element: <RedirectPreservingQuery to={to} />,
      })),
      { id: 'public', Component: PublicLayout, children: withinErrorBoundary(publicRoutes) },
      {
        // Login required; investor-only users leave for the investor site.
        Component: RequireAuth,
        children: [
          {
            id: 'dashboard',
            path: '/dashboard',
            ...page(dashboardLayout, 'DashboardLayout'),
            children: withinErrorBoundary(dashboardRoutes),
          },
        ],
      },
      {
        // Login and the ADMIN role required.
        Component: RequireAdmin,
        children: [
          { id: 'admin', path: '/admin', ...page(adminLayout, 'AdminLayout'), children: withinErrorBoundary(adminRoutes) },
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
