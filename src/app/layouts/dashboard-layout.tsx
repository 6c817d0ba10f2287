import { usePrefetchReferenceData } from '@/entities/general-store';
import { useSelectedArtist } from '@/entities/selected-artist';
import { CreateReleaseModalSlot } from '@/features/create-release';
import { InviteArtistModalSlot } from '@/features/invite-artist';
import { VerificationModalSlot } from '@/features/verify-artist';
import { AppShell } from '@/widgets/app-shell';
import { headerSlots } from './header-slots';

/** Every shell modal is real here (the shell's stand-ins are for layouts that mount none). */
const PENDING_MODALS = [] as const;

/** Layout of every `/dashboard/...` route: Artist, Distribution, Invite (and Admin for admins). */
export function DashboardLayout() {
  const { selectedArtistId } = useSelectedArtist();
  usePrefetchReferenceData();
  return (
    <>
      <AppShell area="dashboard" slots={headerSlots} selectedArtistId={selectedArtistId} pendingModals={PENDING_MODALS} />
      <VerificationModalSlot />
      <InviteArtistModalSlot />
      <CreateReleaseModalSlot />
    </>
  );
}
