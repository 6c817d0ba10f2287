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
export { mediaListStyles } from './media-list';
export { FilterBar, type FilterBarProps } from './filter-bar';
export {
  BooleanFilter,
  DateRangeFilter,
  ScopeFilter,
  SelectFilter,
  SortFilter,
  type BooleanFilterProps,
  type DateRange,
  type DateRangeFilterProps,
  type ScopeFilterProps,
  type SelectFilterProps,
  type SortFilterProps,
  type SortOption,
} from './filter-fields';
export { TableFrame, type TableFrameProps } from './table-frame';
export { TitledSection, type TitledSectionProps } from './titled-section';
export type { EmptyStateProps, ErrorStateProps, PageHeaderProps, StatCardProps, TableSkeletonProps } from './data-view';
