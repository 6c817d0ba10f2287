export {
  EmptyState,
  ErrorState,
  PageHeader,
  StatCard,
  TableSkeleton,
  errorMessageOf,
  pendingLine,
  surfaceStyles,
  tableStyles,
} from './data-view';
export { EmailAddress } from './email-address';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { TableFrame, type TableFrameProps } from './table-frame';
export type { EmptyStateProps, ErrorStateProps, PageHeaderProps, StatCardProps, TableSkeletonProps } from './data-view';
