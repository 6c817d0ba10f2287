export { AdminBehavioralAnalyticsPage } from './ui/behavior-page';
export { AdminUserJourneyPage } from './ui/journey-page';
