export { artistQueries, platformArtistSearchQuery } from './api/artist-api';
export type {
  AnalyticsSummary,
  AnalyticsSummaryParams,
  Artist,
  ArtistAnalytics,
  ArtistAnalyticsParams,
  ArtistListParams,
  ArtistOverview,
  ArtistPage,
  ArtistPayoutsParams,
  Canvas,
  Payout,
  PayoutSource,
  PayoutList,
  Platform,
  PlatformArtist,
  UnclaimedRoyaltiesParams,
  UnclaimedRoyalty,
  UnclaimedRoyaltyPage,
  UnclaimedRoyaltyStatus,
  UsageReportPage,
  UsageReportParams,
  UsageReportRow,
  VerificationPlatform,
} from './api/artist-api';
export {
  ARTIST_LIST_FIRST_PAGE,
  ARTIST_LIST_PAGE_SIZE,
  ARTIST_SORT_FIELDS,
  ARTIST_SORT_LABELS,
  ARTIST_SORT_PRESETS,
  DEFAULT_PLATFORMS,
  PLATFORMS,
  SORT_DIRECTIONS,
  verifiedPlatforms,
} from './config/artist-config';
export { PLATFORM_LABELS, VERIFICATION_PLATFORM_LABELS, platformLabel, verificationPlatformLabel } from './config/labels';
export {
  UNCLAIMED_ROYALTY_STATUS_LABELS,
  UNCLAIMED_ROYALTY_STATUS_PALETTE,
  unclaimedRoyaltyStatusLabel,
} from './config/royalty-labels';
export type { ArtistSortField, SortDirection } from './config/artist-config';
export { artistListQuerySchema } from './model/artist-list-query';
export type { ArtistListQuery } from './model/artist-list-query';
export { ARTIST_SEARCH_DEBOUNCE_MS, ArtistAutocomplete } from './ui/artist-autocomplete';
export { ArtistCard, type ArtistCardProps } from './ui/artist-card';
export { ArtistHeader } from './ui/artist-header';
export type { ArtistAutocompleteProps } from './ui/artist-autocomplete';
export { ArtistFilterBar } from './ui/artist-filter-bar';
export type { ArtistFilterBarProps } from './ui/artist-filter-bar';
export { ArtistTable, artistColumns } from './ui/artist-table';
export { PlatformTable, type PlatformFigures } from './ui/platform-table';
export { EmptyRosterState, INTEGRATIONS_PATH, NoStreamsState } from './ui/no-streams-state';
export type { NoStreamsStateProps } from './ui/no-streams-state';
export { PlatformSelect } from './ui/platform-select';
export type { PlatformFilter, PlatformSelectProps } from './ui/platform-select';
export type { ArtistTableProps } from './ui/artist-table';
