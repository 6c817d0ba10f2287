import { useModalFlag } from '@/entities/general-store';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';

/** The general store's flag of this modal (the navigation's "Invite artist" sets it). */
export const INVITE_ARTIST_MODAL_KEY = 'inviteArtist';

const modal = deferredModule(() => import(/* webpackChunkName: "invite-artist" */ './invite-artist-modal'));

/** Where the Invite Artist modal lives in a signed-in layout: fetched on its first opening. */
export function InviteArtistModalSlot() {
  const [open, setOpen] = useModalFlag(INVITE_ARTIST_MODAL_KEY);
  const loaded = useDeferredModule(modal, open);
  return loaded ? <loaded.InviteArtistModal open={open} onOpenChange={setOpen} /> : null;
}
