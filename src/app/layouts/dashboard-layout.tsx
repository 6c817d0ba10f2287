import { AppShell } from '@/widgets/app-shell';

/** Layout of every `/dashboard/...` route: Artist, Distribution, Invite (and Admin for admins). */
export function DashboardLayout() {
  return <AppShell area="dashboard" />;
}
