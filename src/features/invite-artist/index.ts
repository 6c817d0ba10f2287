export { INVITE_ARTIST_MODAL_KEY, InviteArtistModalSlot } from './ui/invite-artist-slot';
