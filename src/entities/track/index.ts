export { trackQueries } from './api/track-api';
export type {
  CatalogPage,
  CatalogParams,
  CatalogType,
  Track,
  TrackDetails,
  TrackListParams,
  TrackPage,
  TrackSummary,
  TrackSummaryPage,
} from './api/track-api';
export {
  CATALOG_PAGE_SIZE,
  CATALOG_TYPES,
  DEFAULT_CATALOG_TYPE,
  TRACK_LIST_PAGE_SIZE,
  TRACK_SORTS,
  formatTrackLength,
} from './config/track-config';
export { albumHref, trackHref } from './lib/hrefs';
export { TrackTable, trackColumns } from './ui/track-table';
export { TopTracksList } from './ui/top-tracks-list';
export type { TrackTableProps } from './ui/track-table';
