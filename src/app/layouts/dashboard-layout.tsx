import { usePrefetchReferenceData } from '@/entities/general-store';
import { useSelectedArtist } from '@/entities/selected-artist';
import { AgreementUpdatePrompt } from '@/features/accept-agreement';
import { AssistantChatSlot } from '@/features/assistant-chat';
import { CreateArtistProfileSlot, PROFILE_TEXTS, useOpenCreateArtistProfile } from '@/features/create-artist-profile';
import { CreateReleaseModalSlot } from '@/features/create-release';
import { InviteArtistModalSlot } from '@/features/invite-artist';
import { VerificationModalSlot } from '@/features/verify-artist';
import { AppShell } from '@/widgets/app-shell';
import { headerSlots } from './header-slots';

/** Layout of every `/dashboard/...` route: Artist, Distribution, Invite (and Admin for admins). */
export function DashboardLayout() {
  const { selectedArtistId } = useSelectedArtist();
  usePrefetchReferenceData();
  const openProfile = useOpenCreateArtistProfile();
  return (
    <>
      <AppShell area="dashboard" slots={headerSlots} selectedArtistId={selectedArtistId} />
      <VerificationModalSlot newArtist={{ label: PROFILE_TEXTS.start, onSelect: openProfile }} />
      <CreateArtistProfileSlot />
      <InviteArtistModalSlot />
      <CreateReleaseModalSlot />
      <AssistantChatSlot />
      <AgreementUpdatePrompt />
    </>
  );
}
