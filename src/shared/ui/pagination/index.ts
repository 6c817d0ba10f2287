export { Pagination, pageSlots, type PaginationProps } from './pagination';
