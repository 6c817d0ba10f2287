/** Spec 1 §9: catalogue page size. */
export const CATALOG_PAGE_SIZE = 15;
export const CATALOG_TYPES = ['all-tracks', 'album-tracks'] as const;
export const DEFAULT_CATALOG_TYPE = 'all-tracks';
export const TRACK_LIST_PAGE_SIZE = 25;
export const TRACK_SORTS = ['streams', 'latest', 'oldest', 'title'] as const;

/** `3:07`, or `1:02:03` past an hour. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return '—';
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
