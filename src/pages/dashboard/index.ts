export { AnalyticsPage, DashboardHomePage, WorksPage } from './ui/dashboard-pages';
