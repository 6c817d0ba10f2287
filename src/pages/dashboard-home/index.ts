export { DashboardHomePage } from './ui/dashboard-home-page';
