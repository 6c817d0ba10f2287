import { useUnit } from 'effector-react';
import { $modalsOpen, modalToggled } from '@/entities/general-store';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';

/** The general store's flag of this modal (the navigation's "Invite artist" sets it). */
export const INVITE_ARTIST_MODAL_KEY = 'inviteArtist';

const modal = deferredModule(() => import(/* webpackChunkName: "invite-artist" */ './invite-artist-modal'));

/** Where the Invite Artist modal lives in a signed-in layout: fetched on its first opening. */
export function InviteArtistModalSlot() {
  const [flags, toggle] = useUnit([$modalsOpen, modalToggled]);
  const open = flags[INVITE_ARTIST_MODAL_KEY] ?? false;
  const loaded = useDeferredModule(modal, open);
  if (!loaded) return null;
  return (
    <loaded.InviteArtistModal open={open} onOpenChange={(next) => toggle({ key: INVITE_ARTIST_MODAL_KEY, open: next })} />
  );
}
