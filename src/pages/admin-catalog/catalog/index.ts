export { AdminWritersPage } from './ui/admin-writers-page';
export { AdminCatalogPage } from './ui/admin-catalog-items-page';
export { AdminMlcPage } from './ui/admin-mlc-page';
