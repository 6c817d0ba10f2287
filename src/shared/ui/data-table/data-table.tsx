import type { ReactNode } from 'react';
import { Button } from '../button';
import { EmptyState, ErrorState, TableSkeleton } from '../data-view';
import { Pagination } from '../pagination';
import { TableView, type TableViewProps } from './table-view';
import type { TableEmpty, TablePagination } from './types';

/** A list's request as TanStack Query reports it. */
export interface ListRequest {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A page of a list as the API answers it (`{ items, total }`, `totalIsEstimate` past what it counts), with its request's state. */
export interface PageRequest<Row> extends ListRequest {
  data?: { items: readonly Row[]; total: number; totalIsEstimate?: boolean } | undefined;
}

export interface DataTableProps<Row> extends Omit<TableViewProps<Row>, 'rows'> {
  /** The request of the rows: loading, failed (with a retry) or done; none for rows already at hand. */
  request?: ListRequest;
  /** A paged list's request: stands for `request`, `rows` (its items) and `total`. */
  page?: PageRequest<Row>;
  /** The rows of this page (undefined until they come); with `page`, its items. */
  rows?: readonly Row[] | undefined;
  /** Rows across every page: with `pagination`, the pages go below the table. */
  total?: number;
  /** `total` is an estimate ("of about 98,000"). */
  totalIsEstimate?: boolean;
  pagination?: TablePagination;
  /** The pages' landmark name, e.g. "List pages" (unless `pagination` names it). */
  pagesLabel?: string;
  /** A filter narrows the list: an empty list says so and offers "Clear filters". */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** No rows at all: what is missing and the next step. */
  empty: TableEmpty;
  /** No rows match the filters (its action defaults to "Clear filters"). */
  filteredEmpty?: TableEmpty;
  /**
   * What the list holds, in words ("unclaimed royalties"): the loading skeleton is named
   * "Loading …" and the error "Unable to load …" unless `loadingLabel` or `errorTitle` say otherwise.
   */
  subject?: string;
  /** The error's title, e.g. "Unable to load the lists". */
  errorTitle?: ReactNode;
  /** The skeleton's name while loading, e.g. "Loading lists". */
  loadingLabel?: string;
  skeletonRows?: number;
}

/**
 * A list as a table, in its five states: loading (a skeleton), failed (the error and "Try again"),
 * filtered to nothing ("Clear filters"), empty (the next step), and its rows with their pages.
 * Bind its page and sort to the address with `useListTable`.
 */
export function DataTable<Row>({
  page,
  request = page,
  rows = page?.data?.items,
  total = page?.data?.total,
  totalIsEstimate = page?.data?.totalIsEstimate,
  pagination,
  pagesLabel,
  filtered = false,
  onClearFilters,
  empty,
  filteredEmpty,
  subject,
  errorTitle = subject && `Unable to load ${subject}`,
  loadingLabel = subject && `Loading ${subject}`,
  skeletonRows,
  ...table
}: DataTableProps<Row>) {
  const inline = table.variant === 'plain';
  if (request?.isPending) {
    const columns = table.columns.length + (table.selection ? 1 : 0) + (table.actions ? 1 : 0);
    return <TableSkeleton columns={columns} rows={skeletonRows} label={loadingLabel ?? `Loading ${table.label.toLowerCase()}`} variant={table.variant} />;
  }
  if (request?.isError || !rows) {
    return <ErrorState title={errorTitle} error={request?.error} onRetry={request && (() => void request.refetch())} variant={inline ? 'inline' : 'card'} />;
  }
  if (rows.length === 0) {
    const clear = onClearFilters && (
      <Button variant="outline" onClick={onClearFilters}>
        Clear filters
      </Button>
    );
    const state = filtered ? { title: 'Nothing matches these filters', description: 'Try other filters.', ...filteredEmpty, action: filteredEmpty?.action ?? clear } : empty;
    return <EmptyState {...state} variant={inline ? 'inline' : 'card'} />;
  }
  return (
    <>
      <TableView {...table} rows={rows} />
      {pagination && total !== undefined && (
        <Pagination label={pagination.label ?? pagesLabel} page={pagination.page} pageSize={pagination.pageSize} total={total} totalIsEstimate={totalIsEstimate} onPageChange={pagination.onPageChange} />
      )}
    </>
  );
}
