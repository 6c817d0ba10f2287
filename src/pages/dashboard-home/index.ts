export { prefetchDashboardHome } from './model/prefetch-dashboard';
export { DashboardHomePage } from './ui/dashboard-home-page';
