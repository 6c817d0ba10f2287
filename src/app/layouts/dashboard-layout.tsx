import { AppShell } from './app-shell';

/** Layout of every `/dashboard/...` route (login required once the accounts issue adds the guard). */
export function DashboardLayout() {
  return <AppShell area="Dashboard" />;
}
