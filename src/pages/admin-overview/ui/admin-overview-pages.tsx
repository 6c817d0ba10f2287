import { UPCOMING_AREA, createNotBuiltPage } from '@/widgets/not-built-page';

// Not built yet until "Admin: analytics, usage and service health" lands.
const builtBy = UPCOMING_AREA.adminAnalytics;
export const AdminAnalyticsPage = createNotBuiltPage('Analytics', builtBy);
export const AdminBehavioralAnalyticsPage = createNotBuiltPage('Behavioral analytics', builtBy);
export const AdminUserJourneyPage = createNotBuiltPage('User journey', builtBy);
export const AdminRealtimeAnalyticsPage = createNotBuiltPage('Realtime analytics', builtBy);
