export { GlobalSearch } from './ui/global-search';
export { searchOpened } from './model/dialog';
