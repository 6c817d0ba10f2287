export {
  AdminArtistsPage,
  AdminCatalogPage,
  AdminMlcPage,
  AdminWritersPage,
} from './ui/admin-catalog-pages';
