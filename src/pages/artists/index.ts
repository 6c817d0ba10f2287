export { ArtistListPage } from './ui/artist-list-page';
export { ArtistOverviewPage } from './ui/artist-overview-page';
export { ArtistCatalogBrowsePage, ArtistCatalogPage } from './ui/artist-catalog-pages';
export { ArtistDiscographyPage } from './ui/artist-discography-page';
export { ArtistPayoutsPage, ArtistUnclaimedRoyaltiesPage, ArtistUsagePage } from './ui/artist-royalty-pages';
