export {
  ArtistCatalogBrowsePage,
  ArtistCatalogPage,
  ArtistDiscographyPage,
  ArtistListPage,
  ArtistOverviewPage,
  ArtistPayoutsPage,
  ArtistUnclaimedRoyaltiesPage,
  ArtistUsagePage,
} from './ui/artist-pages';
