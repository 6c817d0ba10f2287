export { AdminAnalyticsPage } from './ui/admin-analytics-page';
