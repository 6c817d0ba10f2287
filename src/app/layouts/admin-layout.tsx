import { AppShell } from './app-shell';

/** Layout of every `/admin/...` route (admins only once the accounts issue adds the guard). */
export function AdminLayout() {
  return <AppShell area="Admin" />;
}
