import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Artists, writers, catalogue, royalties, global search and the roster" lands.
const builtBy = CAPABILITY.catalogue;
export const ArtistListPage = createPlaceholderPage('Artists', builtBy);
export const ArtistOverviewPage = createPlaceholderPage('Artist overview', builtBy);
export const ArtistCatalogPage = createPlaceholderPage('Catalog management', builtBy);
export const ArtistCatalogBrowsePage = createPlaceholderPage('Catalog', builtBy);
export const ArtistDiscographyPage = createPlaceholderPage('Discography', builtBy);
export const ArtistPayoutsPage = createPlaceholderPage('Payouts', builtBy);
export const ArtistUnclaimedRoyaltiesPage = createPlaceholderPage('Unclaimed royalties', builtBy);
export const ArtistUsagePage = createPlaceholderPage('Usage report', builtBy);
