export { AccountPage } from './ui/account-page';
export { IntegrationsPage } from './ui/integrations-page';
