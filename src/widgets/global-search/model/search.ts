import { createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { track } from '@/shared/analytics';
import { requestSearch, type SearchItem, type SearchPage, type SearchRequest } from '../api/search-api';
import { SCROLL_GUARD_MS, SEARCH_DEBOUNCE_MS, type SearchMode } from '../config/search';
import { searchOpened } from './dialog';


interface CachedSearch {
  items: SearchItem[];
  total: number;
}

const keyOf = (mode: SearchMode, query: string) => `${mode}\u0000${query}`;

// ---------------------------------------------------------------- events

/** The user typed (raw text; the search runs 500 ms after the last change, trimmed). */
export const queryChanged = createEvent<string>();
/** Artists ↔ writers; the current text is searched again in the new mode at once. */
export const modeChanged = createEvent<SearchMode>();
/** The result list was scrolled to the bottom (artists only load more). */
export const nextPageRequested = createEvent();
/** The dialog closed: the text and results are cleared (the cache is kept). */
export const searchReset = createEvent();
/** A trimmed query is due (after the debounce, or at once on a mode change). */
export const searchTriggered = createEvent<string>();

// ---------------------------------------------------------------- effects

export const searchFx = createEffect<SearchRequest, SearchPage>(requestSearch);
export const scrollGuardFx = createEffect<void, void>(
  () => new Promise<void>((resolve) => setTimeout(resolve, SCROLL_GUARD_MS)),
);

/** Behavioural event `search`: the mode, the length of the text and the matches, never the text. */
export const trackSearchFx = createEffect<{ mode: SearchMode; query: string; total: number }, void>(
  ({ mode, query, total }) => track('search', { mode, queryLength: query.length, results: total }),
);

// ---------------------------------------------------------------- stores

/** The text as typed. */
export const $query = createStore('').on(queryChanged, (_, text) => text).reset(searchReset);
export const $mode = createStore<SearchMode>('artists').on(modeChanged, (_, mode) => mode);
/** The trimmed text the results are for ('' shows "Please enter keywords"). */
export const $searchedQuery = createStore('').on(searchTriggered, (_, text) => text).reset(searchReset);
export const $results = createStore<SearchItem[]>([]).reset(searchReset);
/** Number of matches of the last successful search; null before one (or after a failure). */
export const $total = createStore<number | null>(null, { skipVoid: false }).reset(searchReset);
export const $loading = searchFx.pending;
/** Results of earlier searches, per mode and trimmed text. */
export const $cache = createStore<Readonly<Record<string, CachedSearch>>>({});
/** The query (mode and text) whose results are shown; spec 1 §4's "cached query". */
export const $cachedKey = createStore<string | null>(null, { skipVoid: false }).reset(searchReset);
/** Set for 100 ms after a page request so one scroll does not load several pages. */
export const $pageGuard = createStore(false);
/** More artists can be loaded. */
export const $hasMore = sample({
  source: { mode: $mode, results: $results, total: $total },
  fn: ({ mode, results, total }) => mode === 'artists' && total !== null && results.length < total,
});

const $currentKey = sample({
  source: { mode: $mode, query: $searchedQuery },
  fn: ({ mode, query }) => keyOf(mode, query),
});

// ---------------------------------------------------------------- wiring

debounce({
  source: queryChanged.map((text) => text.trim()),
  timeout: SEARCH_DEBOUNCE_MS,
  target: searchTriggered,
});

sample({ clock: modeChanged, source: $query, fn: (text) => text.trim(), target: searchTriggered });

// An empty query is not sent: nothing is shown but the prompt.
sample({
  clock: searchTriggered,
  filter: (text) => text === '',
  fn: (): SearchItem[] => [],
  target: $results,
});
sample({ clock: searchTriggered, filter: (text) => text === '', fn: () => null, target: [$total, $cachedKey] });

const searchWanted = sample({
  clock: searchTriggered,
  source: { mode: $mode, cachedKey: $cachedKey },
  filter: ({ mode, cachedKey }, text) => text !== '' && keyOf(mode, text) !== cachedKey,
  fn: ({ mode }, text) => ({ mode, query: text }),
});

// Cache hit: an identical query in the same mode is not sent again.
const cacheHit = sample({
  clock: searchWanted,
  source: $cache,
  filter: (cache, { mode, query }) => keyOf(mode, query) in cache,
  fn: (cache, { mode, query }) => ({ key: keyOf(mode, query), ...cache[keyOf(mode, query)]! }),
});
sample({ clock: cacheHit, fn: ({ items }) => items, target: $results });
sample({ clock: cacheHit, fn: ({ total }) => total, target: $total });
sample({ clock: cacheHit, fn: ({ key }) => key, target: $cachedKey });

sample({
  clock: searchWanted,
  source: $cache,
  filter: (cache, { mode, query }) => !(keyOf(mode, query) in cache),
  fn: (_, { mode, query }): SearchRequest => ({ mode, query, offset: 0 }),
  target: searchFx,
});

// Next page (artists only), guarded for 100 ms.
const pageWanted = sample({
  clock: nextPageRequested,
  source: { hasMore: $hasMore, guard: $pageGuard, loading: $loading, query: $searchedQuery, results: $results },
  filter: ({ hasMore, guard, loading, query }) => hasMore && !guard && !loading && query !== '',
  fn: ({ query, results }): SearchRequest => ({ mode: 'artists', query, offset: results.length }),
});
sample({ clock: pageWanted, target: searchFx });
sample({ clock: pageWanted, fn: () => true, target: $pageGuard });
sample({ clock: pageWanted, target: scrollGuardFx });
sample({ clock: scrollGuardFx.finally, fn: () => false, target: $pageGuard });

// Answers for a query that is no longer current are dropped.
const currentDone = sample({
  clock: searchFx.done,
  source: $currentKey,
  filter: (key, { params }) => key === keyOf(params.mode, params.query),
  fn: (_, answer) => answer,
});
const pageApplied = sample({
  clock: currentDone,
  source: $results,
  fn: (results, { params, result }) => ({
    key: keyOf(params.mode, params.query),
    items: params.offset === 0 ? result.items : [...results, ...result.items],
    total: result.total,
  }),
});
sample({
  clock: currentDone,
  filter: ({ params }) => params.offset === 0,
  fn: ({ params, result }) => ({ mode: params.mode, query: params.query, total: result.total }),
  target: trackSearchFx,
});
sample({ clock: pageApplied, fn: ({ items }) => items, target: $results });
sample({ clock: pageApplied, fn: ({ total }) => total, target: $total });
sample({ clock: pageApplied, fn: ({ key }) => key, target: $cachedKey });
sample({
  clock: pageApplied,
  source: $cache,
  fn: (cache, { key, items, total }) => ({ ...cache, [key]: { items, total } }),
  target: $cache,
});

// Spec 1 §8: a failed search is swallowed; loading (pending) and the cached query reset.
const currentFailed = sample({
  clock: searchFx.fail,
  source: $currentKey,
  filter: (key, { params }) => key === keyOf(params.mode, params.query),
  fn: (_, answer) => answer,
});
sample({ clock: currentFailed, fn: () => null, target: $cachedKey });
sample({
  clock: currentFailed,
  source: $cache,
  fn: (cache, { params }) => {
    const next = { ...cache };
    delete next[keyOf(params.mode, params.query)];
    return next;
  },
  target: $cache,
});
sample({
  clock: currentFailed,
  filter: ({ params }) => params.offset === 0,
  fn: (): SearchItem[] => [],
  target: $results,
});
sample({ clock: currentFailed, filter: ({ params }) => params.offset === 0, fn: () => null, target: $total });

// ---------------------------------------------------------------- dialog

// Opening the dialog starts with an empty text (the open state itself is in `./dialog`).
sample({ clock: searchOpened, target: searchReset });
