import { usePrefetchReferenceData } from '@/entities/general-store';
import { useSelectedArtist } from '@/entities/selected-artist';
import { AppShell } from '@/widgets/app-shell';
import { GlobalSearch } from '@/widgets/global-search';
import { OnlineUsersButton } from '@/widgets/online-users';
import { RosterPopover } from '@/widgets/roster-popover';

/** Layout of every `/dashboard/...` route: Artist, Distribution, Invite (and Admin for admins). */
export function DashboardLayout() {
  const { selectedArtistId } = useSelectedArtist();
  usePrefetchReferenceData();
  return (
    <AppShell
      area="dashboard"
      slots={{ roster: <RosterPopover />, search: <GlobalSearch />, onlineUsers: <OnlineUsersButton /> }}
      selectedArtistId={selectedArtistId}
    />
  );
}
