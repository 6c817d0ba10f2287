import { formatDuration } from '@/shared/lib/format';

/** Spec 1 §9: catalogue page size. */
export const CATALOG_PAGE_SIZE = 15;
export const CATALOG_TYPES = ['all-tracks', 'album-tracks'] as const;
export const DEFAULT_CATALOG_TYPE = 'all-tracks';
export const TRACK_LIST_PAGE_SIZE = 25;
export const TRACK_SORTS = ['streams', 'latest', 'oldest', 'title'] as const;

/** A track's length (the API counts milliseconds): `3:07`, or `1:02:03` past an hour. */
export const formatTrackLength = (ms: number | null | undefined): string => formatDuration(ms == null ? null : ms / 1000, 'clock', { nearest: true });
