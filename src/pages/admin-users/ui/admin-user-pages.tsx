import { UPCOMING_AREA, createNotBuiltPage } from '@/widgets/not-built-page';

// Not built yet until "Admin: users, invites and payout rates" lands.
const builtBy = UPCOMING_AREA.adminUsers;
export const AdminUsersPage = createNotBuiltPage('Users', builtBy);
export const AdminSystemPayoutRatesPage = createNotBuiltPage('System payout rates', builtBy);
