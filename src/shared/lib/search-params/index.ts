export { useSearchParams } from './use-search-params';
