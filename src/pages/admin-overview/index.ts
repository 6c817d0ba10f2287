export { AdminDashboardPage } from './ui/admin-dashboard-page';
export { AdminUsagePage } from './ui/admin-usage-page';
