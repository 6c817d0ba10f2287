export { AddReleaseArtistSlot, preloadAddReleaseArtist } from './ui/add-release-artist-slot';
export type { AddReleaseArtistDialogProps } from './ui/add-release-artist-dialog';
export { ARTIST_DIALOG_TITLES, type ArtistDialogKind, type ExistingEntry } from './model/artist-entry';
