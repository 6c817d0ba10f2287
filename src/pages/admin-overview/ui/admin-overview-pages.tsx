import { UPCOMING_AREA, createNotBuiltPage } from '@/widgets/not-built-page';

// Not built yet until "Admin: analytics, usage and service health" lands.
const builtBy = UPCOMING_AREA.adminAnalytics;
export const AdminAnalyticsPage = createNotBuiltPage('Analytics', builtBy);
export const AdminServiceHealthPage = createNotBuiltPage('Service health', builtBy);
export const AdminRealtimeAnalyticsPage = createNotBuiltPage('Realtime analytics', builtBy);
