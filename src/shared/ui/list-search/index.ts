export { ListSearch, type ListSearchProps } from './list-search';
