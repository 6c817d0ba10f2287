import { useSelectedArtist } from '@/entities/selected-artist';
import { InviteArtistModalSlot } from '@/features/invite-artist';
import { VerificationModalSlot } from '@/features/verify-artist';
import { AppShell } from '@/widgets/app-shell';
import { headerSlots } from './header-slots';

/** Create Release is built by the releases issue; until then the shell's stand-in answers. */
const PENDING_MODALS = ['releaseCreate'] as const;

/** Layout of every `/admin/...` route: the shell with the Admin section first. */
export function AdminLayout() {
  const { selectedArtistId } = useSelectedArtist();
  return (
    <>
      <AppShell area="admin" slots={headerSlots} selectedArtistId={selectedArtistId} pendingModals={PENDING_MODALS} />
      <VerificationModalSlot />
      <InviteArtistModalSlot />
    </>
  );
}
