export {
  AdminAnalyticsPage,
  AdminBehavioralAnalyticsPage,
  AdminDashboardPage,
  AdminPresencePage,
  AdminRealtimeAnalyticsPage,
  AdminServiceHealthPage,
  AdminUsagePage,
  AdminUserJourneyPage,
} from './ui/admin-overview-pages';
