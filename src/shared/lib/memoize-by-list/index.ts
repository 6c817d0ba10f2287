export { memoizeByList } from './memoize-by-list';
