import { useCallback, useMemo } from 'react';
import {
  listQueryDefaults,
  parseListQuery,
  serializeListQuery,
  type ListQueryOutput,
  type ListQuerySchema,
} from './list-query';
import { useSearchParams } from './use-search-params';

export interface ListQueryUpdateOptions {
  /** Go back to the first page (default true unless the patch sets `page`). */
  resetPage?: boolean;
  /** Replace the history entry instead of pushing one (default true for typing filters). */
  replace?: boolean;
}

export interface ListQueryState<Values> {
  /** The parsed values (defaults filled in). */
  query: Values;
  /** Merges a patch into the query and writes it to the address, blank values left out. */
  update: (patch: Partial<Values>, options?: ListQueryUpdateOptions) => void;
  /** Clears every filter of the schema (keeps other params). */
  reset: () => void;
  /** Whether any value differs from the defaults (other than page). */
  isFiltered: boolean;
  /**
   * How many filters differ from the defaults: every param but the page, its size, the search and
   * the sort (the count on a phone's "Filters (n)" button, whose drawer holds them).
   */
  filterCount: number;
}

const isFoldedFilter = (key: string) => key !== 'page' && key !== 'limit' && key !== 'search' && !key.startsWith('sort');

/**
 * Page, limit, filters and sort kept in the URL search params, parsed with a list query schema
 * (see `listQuery`, `listParam`). Unknown params are kept; blank values and defaults are left out.
 */
export function useListQuery<S extends ListQuerySchema>(schema: S): ListQueryState<ListQueryOutput<S>> {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = useMemo(() => Object.keys(schema.shape), [schema]);
  const defaults = useMemo(() => listQueryDefaults(schema) as Record<string, unknown>, [schema]);
  const query = useMemo(() => parseListQuery(schema, searchParams), [schema, searchParams]);

  const update = useCallback(
    (patch: Partial<ListQueryOutput<S>>, options: ListQueryUpdateOptions = {}) => {
      setSearchParams(
        (current) => {
          const base = parseListQuery(schema, current) as Record<string, unknown>;
          const next: Record<string, unknown> = { ...base, ...patch };
          const resetPage = options.resetPage ?? !('page' in patch);
          if (resetPage && 'page' in defaults) next.page = defaults.page;
          return serializeListQuery(next, { defaults, keep: current, keys });
        },
        { replace: options.replace ?? false },
      );
    },
    [schema, defaults, keys, setSearchParams],
  );

  const reset = useCallback(() => {
    setSearchParams((current) => serializeListQuery({}, { keep: current, keys }));
  }, [keys, setSearchParams]);

  const changed = useMemo(
    () => keys.filter((key) => key !== 'page' && JSON.stringify((query as Record<string, unknown>)[key]) !== JSON.stringify(defaults[key])),
    [keys, query, defaults],
  );

  return { query, update, reset, isFiltered: changed.length > 0, filterCount: changed.filter(isFoldedFilter).length };
}
