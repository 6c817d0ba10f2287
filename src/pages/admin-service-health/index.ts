export { AdminServiceHealthPage } from './ui/admin-service-health-page';
