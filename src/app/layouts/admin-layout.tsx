import { useSelectedArtist } from '@/entities/selected-artist';
import { AgreementUpdatePrompt } from '@/features/accept-agreement';
import { AssistantChatSlot } from '@/features/assistant-chat';
import { CreateReleaseModalSlot } from '@/features/create-release';
import { InviteArtistModalSlot } from '@/features/invite-artist';
import { VerificationModalSlot } from '@/features/verify-artist';
import { ADMIN_MENU, AppShell } from '@/widgets/app-shell';
import { headerSlots } from './header-slots';

/** Layout of every `/admin/...` route: the shell with the Admin section first. */
export function AdminLayout() {
  const { selectedArtistId } = useSelectedArtist();
  return (
    <>
      <AppShell area="admin" slots={headerSlots} selectedArtistId={selectedArtistId} adminMenu={ADMIN_MENU} />
      <VerificationModalSlot />
      <InviteArtistModalSlot />
      <CreateReleaseModalSlot />
      <AssistantChatSlot />
      <AgreementUpdatePrompt />
    </>
  );
}
