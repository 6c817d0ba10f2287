/**
 * Reference data is cached in localStorage under one key per list; bump the version when the
 * shape of a cached list changes so that older copies are ignored.
 */
export const REFERENCE_DATA_CACHE_VERSION = 1;
export const REFERENCE_DATA_STORAGE_PREFIX = 'royalty-desk.reference-data';
/** How long a cached list counts as fresh (React Query staleTime and the local copy). */
export const REFERENCE_DATA_STALE_TIME = 24 * 60 * 60 * 1000;
