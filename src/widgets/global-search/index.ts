export { GlobalSearch } from './ui/global-search';
export { SearchDialog } from './ui/search-dialog';
export type { SearchDialogProps } from './ui/search-dialog';
export {
  $hasMore,
  $isOpen,
  $loading,
  $mode,
  $query,
  $results,
  $searchedQuery,
  $total,
  modeChanged,
  nextPageRequested,
  queryChanged,
  searchClosed,
  searchFx,
  searchOpened,
  searchReset,
} from './model/search';
export type { SearchItem, SearchPage, SearchRequest } from './api/search-api';
export type { SearchMode } from './config/search';
export { highlightParts } from './lib/highlight';
export { searchItemPath } from './lib/routes';
