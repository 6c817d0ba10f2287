export { AdminSystemPayoutRatesPage, AdminUsersPage } from './ui/admin-user-pages';
