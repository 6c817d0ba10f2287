import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Artists, writers, catalogue, royalties, global search and the roster" lands.
// Track and album ids are streaming-platform ids.
export const TracksPage = createPlaceholderPage('Tracks', CAPABILITY.catalogue);
export const TrackDetailsPage = createPlaceholderPage('Track details', CAPABILITY.catalogue);
export const AlbumDetailsPage = createPlaceholderPage('Album details', CAPABILITY.catalogue);
