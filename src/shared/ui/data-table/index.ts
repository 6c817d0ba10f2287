export { DataTable, type DataTableProps, type ListRequest, type PageRequest } from './data-table';
export { TableView, type RowAttributes, type TableViewProps } from './table-view';
export { listCountLine, type CountedRequest } from './count-line';
export { countColumn, countColumns, dateColumn, figureColumn, linkColumn, type LinkCell } from './columns';
export { RowCheckbox, type RowCheckboxProps } from './checkbox';
export { ariaSort, nextTableSort, shownDirection, SortArrow, SortButton, sortButtonStyle } from './sort-header';
export { useListTable, type ListTableBinding, type ListTableState } from './use-list-table';
export { usePageInRange, type PagedQuery } from './use-page-in-range';
export type {
  DataTableColumn,
  SortDirection,
  TableEmpty,
  TablePagination,
  TableRowActions,
  TableSelection,
  TableSort,
} from './types';
