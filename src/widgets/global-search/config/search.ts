/** Spec 1 §9 search constants. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 500;
/** After a scroll-to-bottom page request, further requests are ignored this long. */
export const SCROLL_GUARD_MS = 100;
export const SEARCH_CONTENT_HEIGHT = 400;
/** The artist search provider (spec 1 §7: platform 'spotify'). */
export const SEARCH_PLATFORM = 'spotify' as const;

export type SearchMode = 'artists' | 'writers';
export const SEARCH_MODES: readonly { value: SearchMode; label: string }[] = [
  { value: 'artists', label: 'Artists' },
  { value: 'writers', label: 'Writers' },
];
