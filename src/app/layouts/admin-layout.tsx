import { AppShell } from '@/widgets/app-shell';

/** Layout of every `/admin/...` route: the shell with the Admin section first. */
export function AdminLayout() {
  return <AppShell area="admin" />;
}
