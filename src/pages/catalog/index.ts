export { AlbumDetailsPage, TrackDetailsPage, TracksPage } from './ui/catalog-pages';
