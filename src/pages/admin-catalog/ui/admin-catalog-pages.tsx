import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Admin: artists, writers, catalogue and royalties" lands; the distribution
// page (release list and delivery) until "Releases" lands.
const builtBy = CAPABILITY.adminCatalogue;
export const AdminArtistsPage = createPlaceholderPage('Artists', builtBy);
export const AdminWritersPage = createPlaceholderPage('Writers', builtBy);
export const AdminCatalogPage = createPlaceholderPage('Catalog', builtBy);
export const AdminMlcPage = createPlaceholderPage('US unclaimed mechanical royalties (MLC)', builtBy);
export const AdminDistributionPage = createPlaceholderPage('Distribution', CAPABILITY.releases);
