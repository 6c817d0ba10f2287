export {
  AdminAnalyticsPage,
  AdminBehavioralAnalyticsPage,
  AdminRealtimeAnalyticsPage,
  AdminUserJourneyPage,
} from './ui/admin-overview-pages';
export { AdminDashboardPage } from './ui/admin-dashboard-page';
export { AdminUsagePage } from './ui/admin-usage-page';
