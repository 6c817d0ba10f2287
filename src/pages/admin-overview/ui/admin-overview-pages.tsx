import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Admin: analytics, usage and service health" lands.
const builtBy = CAPABILITY.adminAnalytics;
export const AdminDashboardPage = createPlaceholderPage('Admin dashboard', builtBy);
export const AdminAnalyticsPage = createPlaceholderPage('Analytics', builtBy);
export const AdminUsagePage = createPlaceholderPage('Usage', builtBy);
export const AdminBehavioralAnalyticsPage = createPlaceholderPage('Behavioral analytics', builtBy);
export const AdminUserJourneyPage = createPlaceholderPage('User journey', builtBy);
export const AdminServiceHealthPage = createPlaceholderPage('Service health', builtBy);
export const AdminRealtimeAnalyticsPage = createPlaceholderPage('Realtime analytics', builtBy);
