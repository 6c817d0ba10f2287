export { AnalyticsPage } from './ui/analytics-page';
export { DashboardHomePage } from './ui/dashboard-home-page';
export { IntegrationsPage } from './ui/integrations-page';
export { WorksPage } from './ui/works-page';
