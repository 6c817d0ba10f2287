export { AfterFirstPaint, type AfterFirstPaintProps } from './after-first-paint';
export { Avatar, getInitials, type AvatarProps } from './avatar';
export { BOTTOM_ROOM, useBottomRoom } from './bottom-room';
export { Badge, type BadgePalette, type BadgeProps } from './badge';
export { Button, type ButtonProps } from './button';
export { Combobox, ComboboxItemText, type ComboboxProps } from './combobox';
export {
  ariaSort,
  DataTable,
  nextTableSort,
  RowCheckbox,
  shownDirection,
  SortArrow,
  SortButton,
  sortButtonStyle,
  TableView,
  useListTable,
  usePageInRange,
  listCountLine,
  countColumn,
  countColumns,
  dateColumn,
  figureColumn,
  linkColumn,
  type LinkCell,
  type CountedRequest,
  type DataTableColumn,
  type DataTableProps,
  type ListRequest,
  type PageRequest,
  type PagedQuery,
  type ListTableBinding,
  type ListTableState,
  type RowAttributes,
  type RowCheckboxProps,
  type SortDirection,
  type TableEmpty,
  type TablePagination,
  type TableRowActions,
  type TableSelection,
  type TableSort,
  type TableViewProps,
} from './data-table';
export {
  BooleanFilter,
  DateRangeFilter,
  EmailAddress,
  EmptyState,
  ErrorState,
  FilterBar,
  PageHeader,
  StatCard,
  ScopeFilter,
  SelectFilter,
  SortFilter,
  TableFrame,
  TitledSection,
  TableSkeleton,
  errorMessageOf,
  pendingLine,
  surfaceStyles,
  tableStyles,
  mediaListStyles,
  type BooleanFilterProps,
  type DateRange,
  type DateRangeFilterProps,
  type EmptyStateProps,
  type ErrorStateProps,
  type FilterBarProps,
  type PageHeaderProps,
  type ScopeFilterProps,
  type SelectFilterProps,
  type SortFilterProps,
  type SortOption,
  type StatCardProps,
  type TableFrameProps,
  type TitledSectionProps,
  type TableSkeletonProps,
} from './data-view';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, preloadDialog, type DialogProps } from './dialog';
export { ExportCsvButton, type ExportCsvButtonProps, type ExportProgress } from './export-csv-button';
export { Field, type FieldProps } from './field';
export {
  CheckboxField,
  FilePickField,
  FormActions,
  FormMessage,
  formStyles,
  NewPasswordFields,
  RadioGroupField,
  SelectField,
  StickyActions,
  TextareaField,
  TextField,
  useSchemaForm,
  type CheckboxFieldProps,
  type ConformFieldProps,
  type FilePickFieldProps,
  type FormActionsProps,
  type FormMessageProps,
  type NewPasswordFieldsProps,
  type RadioGroupFieldProps,
  type SchemaFormOptions,
  type SelectFieldProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from './form';
export { GuestFrame, TextLink, type GuestFrameProps } from './guest-frame';
export { CloseIcon, StrokeIcon, type StrokeIconProps } from './icon';
export { IconButton, type IconButtonProps } from './icon-button';
export { Input, NativeSelect, Textarea, type InputProps, type NativeSelectProps, type TextareaProps } from './input';
export { LazyImage, type LazyImageProps } from './lazy-image';
export { ListSearch, type ListSearchProps } from './list-search';
export { Menu, preloadMenu, type MenuAction, type MenuEntry, type MenuProps } from './menu';
export { Pagination, pageSlots, type PaginationProps } from './pagination';
export { ReportPage, type ReportPageProps } from './report-page';
export { PinInput, type PinInputProps } from './pin-input';
export { Popover, preloadPopover, type PopoverProps } from './popover';
export { preloadOverlays } from './preload';
export { FieldSkeleton, Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { AppToaster, preloadToaster, toaster } from './toast';
export type { ToastMeta } from './toast';
export { preloadTooltip, Tooltip, type TooltipProps } from './tooltip';
export { tabNavStyles } from './tab-nav';
export { TopProgressBar, type TopProgressBarProps } from './top-progress-bar';
