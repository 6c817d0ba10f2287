export { AdminArtistsPage } from './ui/admin-artists-page';
export { prefetchAdminArtists } from './model/prefetch-admin-artists';
