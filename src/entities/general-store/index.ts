export {
  distributionSourcesQuery,
  dspSourcesQuery,
  performanceRightsOrganizationsQuery,
  referenceDataKeys,
} from './api/reference-data-api';
export type { DistributionSource, DspSource, PerformanceRightsOrganization } from './api/reference-data-api';
export { COMING_SOON, deliveryStoresOf, orderDistributionSources } from './lib/order-distribution-sources';
export { readCachedList, referenceCacheKey, writeCachedList } from './lib/local-cache';
export { REFERENCE_DATA_CACHE_VERSION, REFERENCE_DATA_STALE_TIME } from './config/cache';
export {
  $isLoading,
  $isPopoverOpen,
  $modalsOpen,
  $playbackTarget,
  loadingChanged,
  modalToggled,
  modalsClosed,
  playbackTargetChanged,
  popoverOpenChanged,
  useGeneralFlags,
  useModalFlag,
} from './model/general-store';
export type { PlaybackTarget } from './model/general-store';
export { usePrefetchReferenceData } from './model/prefetch-reference-data';
export { useGeneralStore, useReferenceData } from './model/use-reference-data';
export type { ReferenceData } from './model/use-reference-data';
