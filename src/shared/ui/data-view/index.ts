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
export { TableFrame, type TableFrameProps } from './table-frame';
export type { EmptyStateProps, ErrorStateProps, PageHeaderProps, StatCardProps, TableSkeletonProps } from './data-view';
