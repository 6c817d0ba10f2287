export { BarList } from './bar-list';
export type { BarListItem, BarListProps } from './bar-list';
