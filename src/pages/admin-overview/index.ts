export {
  AdminAnalyticsPage,
  AdminBehavioralAnalyticsPage,
  AdminRealtimeAnalyticsPage,
  AdminServiceHealthPage,
  AdminUsagePage,
  AdminUserJourneyPage,
} from './ui/admin-overview-pages';
export { AdminDashboardPage } from './ui/admin-dashboard-page';
