// Helpers of the component catalogue's stories (`*.stories.tsx`, `npm run catalog`): not for the app.
export { artists, requests, trackStatusLooks, tracks, type CatalogArtist, type CatalogTrack } from './fixtures';
export { Narrow, Row, Specimen, Stack } from './layout';
export { useCustomProperties } from './use-custom-properties';
