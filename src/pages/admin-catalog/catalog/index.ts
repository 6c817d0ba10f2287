export { AdminArtistsPage, AdminWritersPage } from './ui/admin-catalog-pages';
export { AdminCatalogPage } from './ui/admin-catalog-items-page';
export { AdminMlcPage } from './ui/admin-mlc-page';
export { prefetchAdminArtists } from './model/prefetch-admin-artists';
