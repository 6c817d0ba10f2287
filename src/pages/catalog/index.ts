export { AlbumDetailsPage } from './ui/album-details-page';
export { TrackDetailsPage } from './ui/track-details-page';
export { TracksPage } from './ui/tracks-page';
