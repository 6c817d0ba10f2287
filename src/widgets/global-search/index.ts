export { GlobalSearch } from './ui/global-search';
export { $isOpen, searchClosed, searchOpened } from './model/dialog';
export {
  $hasMore,
  $loading,
  $mode,
  $query,
  $results,
  $searchedQuery,
  $total,
  modeChanged,
  nextPageRequested,
  queryChanged,
  searchFx,
  searchReset,
} from './model/search';
export type { SearchItem, SearchPage, SearchRequest } from './api/search-api';
export type { SearchMode } from './config/search';
export { highlightParts } from './lib/highlight';
export { searchItemPath } from './lib/routes';
