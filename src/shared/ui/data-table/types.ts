import type { ReactNode, TdHTMLAttributes } from 'react';
import type { MenuEntry } from '../menu';

export type SortDirection = 'asc' | 'desc';

/** The order of a list: a column's sort key and, where the list has one, its direction. */
export interface TableSort {
  by: string;
  direction?: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Names the column among the others (React key). */
  key: string;
  header: ReactNode;
  /** The header is read by screen readers only (a cover, the details toggle). */
  hideHeader?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** A figure: aligned to the end, tabular digits, on one line. */
  numeric?: boolean;
  align?: 'start' | 'end' | 'center';
  /** The row's title cell (`<th scope="row">`): it names the row. */
  rowHeader?: boolean;
  /** Sorts the list by this key (the address's `sortBy`) when its header is pressed. */
  sortKey?: string;
  /** The direction a first press sorts in (default ascending). */
  sortFirst?: SortDirection;
  /**
   * The value's label on a phone's card (`data-label`). Defaults to the header when it is text,
   * except for the row's title; `false`: none.
   */
  label?: string | false;
  className?: string;
  headerClassName?: string;
  /** Attributes of the row's cell (e.g. `aria-busy` while its value loads). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement>;
}

export interface TableSelection<Row> {
  isSelected: (row: Row) => boolean;
  /** The rows whose box was ticked or unticked (every row of the page for "select all"). */
  onChange: (rows: readonly Row[], selected: boolean) => void;
  /** The row's box label, e.g. "Select Midnight Drive". */
  label: (row: Row) => string;
  /** The select-all box label, e.g. "Select all releases on this page". */
  allLabel: string;
}

export interface TableRowActions<Row> {
  /** The row's menu items; none: the row has no menu. */
  items: (row: Row) => readonly MenuEntry[];
  /** The menu button's name, e.g. "Actions for Midnight Drive" (its text is "Actions"). */
  label: (row: Row) => string;
  /** Called when the pointer reaches a row's menu button (e.g. to load a dialog). */
  onIntent?: () => void;
}

export interface TablePagination {
  /** 1-based page. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The pagination landmark's name, e.g. "List pages". */
  label?: string;
}

/** What a list shows when it has no rows. */
export interface TableEmpty {
  title: ReactNode;
  /** The next step. */
  description?: ReactNode;
  action?: ReactNode;
}
