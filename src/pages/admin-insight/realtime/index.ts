export { AdminRealtimeAnalyticsPage } from './ui/admin-realtime-analytics-page';
