export { AnalyticsPage } from './ui/analytics-page';
export { IntegrationsPage } from './ui/integrations-page';
export { WorksPage } from './ui/works-page';
