export {
  AdminArtistsPage,
  AdminCatalogPage,
  AdminDistributionPage,
  AdminMlcPage,
  AdminWritersPage,
} from './ui/admin-catalog-pages';
