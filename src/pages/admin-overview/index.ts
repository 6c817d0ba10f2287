export {
  AdminAnalyticsPage,
  AdminBehavioralAnalyticsPage,
  AdminDashboardPage,
  AdminRealtimeAnalyticsPage,
  AdminServiceHealthPage,
  AdminUsagePage,
  AdminUserJourneyPage,
} from './ui/admin-overview-pages';
