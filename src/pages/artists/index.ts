export { ArtistListPage } from './ui/artist-list-page';
export { ArtistOverviewPage } from './ui/artist-overview-page';
export { ArtistCatalogBrowsePage } from './ui/artist-catalog-browse-page';
export { ArtistCatalogPage } from './ui/artist-catalog-page';
export { ArtistDiscographyPage } from './ui/artist-discography-page';
export { ArtistPayoutsPage } from './ui/artist-payouts-page';
export { ArtistUnclaimedRoyaltiesPage } from './ui/artist-unclaimed-royalties-page';
export { ArtistUsagePage } from './ui/artist-usage-page';
