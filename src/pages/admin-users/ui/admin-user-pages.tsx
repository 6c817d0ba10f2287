import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Admin: users, invites and payout rates" lands.
const builtBy = CAPABILITY.adminUsers;
export const AdminUsersPage = createPlaceholderPage('Users', builtBy);
export const AdminInvitesPage = createPlaceholderPage('Invites', builtBy);
export const AdminSystemPayoutRatesPage = createPlaceholderPage('System payout rates', builtBy);
