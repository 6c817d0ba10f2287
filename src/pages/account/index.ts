export { AccountPage, IntegrationsPage } from './ui/account-pages';
