export { AdminInvitesPage, AdminSystemPayoutRatesPage, AdminUsersPage } from './ui/admin-user-pages';
