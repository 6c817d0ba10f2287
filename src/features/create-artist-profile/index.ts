export { PROFILE_TEXTS } from './config/texts';
export { CreateArtistProfileButton, CreateArtistProfileSlot, useOpenCreateArtistProfile } from './ui/create-artist-profile-slot';
