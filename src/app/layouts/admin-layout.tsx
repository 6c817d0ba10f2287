import { useSelectedArtist } from '@/entities/selected-artist';
import { AppShell } from '@/widgets/app-shell';
import { GlobalSearch } from '@/widgets/global-search';
import { OnlineUsersButton } from '@/widgets/online-users';
import { RosterPopover } from '@/widgets/roster-popover';

/** Layout of every `/admin/...` route: the shell with the Admin section first. */
export function AdminLayout() {
  const { selectedArtistId } = useSelectedArtist();
  return (
    <AppShell
      area="admin"
      slots={{ roster: <RosterPopover />, search: <GlobalSearch />, onlineUsers: <OnlineUsersButton /> }}
      selectedArtistId={selectedArtistId}
    />
  );
}
