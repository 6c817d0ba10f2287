import { useSelectedArtist } from '@/entities/selected-artist';
import { CreateReleaseModalSlot } from '@/features/create-release';
import { InviteArtistModalSlot } from '@/features/invite-artist';
import { VerificationModalSlot } from '@/features/verify-artist';
import { AppShell } from '@/widgets/app-shell';
import { headerSlots } from './header-slots';

/** Every shell modal is real here (the shell's stand-ins are for layouts that mount none). */
const PENDING_MODALS = [] as const;

/** Layout of every `/admin/...` route: the shell with the Admin section first. */
export function AdminLayout() {
  const { selectedArtistId } = useSelectedArtist();
  return (
    <>
      <AppShell area="admin" slots={headerSlots} selectedArtistId={selectedArtistId} pendingModals={PENDING_MODALS} />
      <VerificationModalSlot />
      <InviteArtistModalSlot />
      <CreateReleaseModalSlot />
    </>
  );
}
