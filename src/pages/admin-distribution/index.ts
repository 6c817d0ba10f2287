export { AdminDistributionPage } from './ui/admin-distribution-page';
