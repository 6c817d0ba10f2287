export { AdminUsersPage } from './ui/admin-users-page';
export { AdminUserDetailsPage } from './ui/admin-user-details-page';
