export {
  EmptyState,
  ErrorState,
  PageHeader,
  StatCard,
  TableSkeleton,
  errorMessageOf,
  surfaceStyles,
  tableStyles,
} from './data-view';
export type { EmptyStateProps, ErrorStateProps, PageHeaderProps, StatCardProps, TableSkeletonProps } from './data-view';
