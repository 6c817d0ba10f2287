import { useMemo } from 'react';
import { listQueryDefaults, useListQuery, type ListQueryOutput, type ListQuerySchema, type ListQueryState } from '@/shared/lib/list-query';
import type { TablePagination, TableSort } from './types';

export interface ListTableBinding {
  pagination?: Omit<TablePagination, 'label'>;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  filtered: boolean;
  onClearFilters: () => void;
}

export interface ListTableState<Values> extends ListQueryState<Values> {
  /** Spread on `DataTable`: its page, sort and whether a filter (not the order) narrows it, from the address. */
  table: ListTableBinding;
  /** Spread on `FilterBar`: how many filters are set, and "Clear filters" while one is. */
  filterBar: { count: number; onClear?: () => void };
  /** Spread on `ListSearch`: the address's `search`, and a new one (back at the first page). */
  search: { value: string | undefined; onSearch: (search: string | undefined, options: { replace: boolean }) => void };
}

type Params = Record<string, unknown>;

/**
 * A list's query in the address (`useListQuery`), bound to its table and filter bar: `page` and
 * `limit` page the table, `sortBy` and `sortDirection` (where the schema has them) sort it, and
 * every other param filters it.
 */
export function useListTable<S extends ListQuerySchema>(schema: S): ListTableState<ListQueryOutput<S>> {
  const state = useListQuery(schema);
  const { query, update, reset, isFiltered, filterCount } = state;
  const values = query as Params;
  const change = update as (patch: Params) => void;
  const pagination =
    typeof values.page === 'number' && typeof values.limit === 'number'
      ? { page: values.page, pageSize: values.limit, onPageChange: (page: number) => change({ page }) }
      : undefined;
  const defaults = useMemo(() => listQueryDefaults(schema) as Params, [schema]);
  // The order and the page size do not narrow the list: an empty list with them changed is simply empty.
  const narrowed = Object.keys(schema.shape).some(
    (key) => !['page', 'limit'].includes(key) && !key.startsWith('sort') && JSON.stringify(values[key]) !== JSON.stringify(defaults[key]),
  );
  const sorted = 'sortBy' in schema.shape;
  const sort = sorted ? ({ by: String(values.sortBy), direction: values.sortDirection } as TableSort) : undefined;
  return {
    ...state,
    table: {
      pagination,
      sort,
      onSortChange: sorted ? (next) => change({ sortBy: next.by, sortDirection: next.direction }) : undefined,
      filtered: narrowed,
      onClearFilters: reset,
    },
    filterBar: { count: filterCount, onClear: isFiltered ? reset : undefined },
    search: { value: typeof values.search === 'string' ? values.search : undefined, onSearch: (search, options) => update({ search } as Partial<ListQueryOutput<S>>, options) },
  };
}
