import {
  RELEASE_FILTER_LABELS,
  RELEASE_FORMAT_LABELS,
  RELEASE_FORMATS,
  RELEASE_SORT_LABELS,
  RELEASE_DISPLAY_STATUSES,
  RELEASE_SORTS,
  RELEASE_STATUS_LABELS,
} from '@/entities/release';
import type { ListQueryOutput } from '@/shared/lib/list-query';
import { FilterBar, ListSearch, SelectFilter } from '@/shared/ui';
import { RELEASE_FILTERS } from '../config/release-list';
import type { releaseListQuerySchema } from '../model/release-list-query';

type ReleaseListQuery = ListQueryOutput<typeof releaseListQuerySchema>;

/** The value of the status select when the address asks for several statuses (it shows one). */
const SEVERAL = '__several__';

export interface ReleaseFiltersProps {
  query: ReleaseListQuery;
  update: (patch: Partial<ReleaseListQuery>, options?: { replace: boolean }) => void;
  /** From `useListTable(…).filterBar`: how many filters are set, and "Clear filters". */
  filterBar: { count: number; onClear?: () => void };
}

/** Search, published/draft, status, format and sort of the release list, kept in the address. */
export function ReleaseFilters({ query, update, filterBar }: ReleaseFiltersProps) {
  const several = query.status.length > 1;
  return (
    <FilterBar
      label="Filter releases"
      {...filterBar}
      search={<ListSearch value={query.search} placeholder="Title, artist or UPC" onSearch={(search, options) => update({ search }, options)} />}
    >
      <SelectFilter label="Show" value={query.filter} options={RELEASE_FILTERS} labels={RELEASE_FILTER_LABELS} allLabel="All releases" onChange={(filter) => update({ filter })} />
      <SelectFilter
        label="Status"
        value={several ? (SEVERAL as (typeof RELEASE_DISPLAY_STATUSES)[number]) : query.status[0]}
        options={RELEASE_DISPLAY_STATUSES}
        labels={RELEASE_STATUS_LABELS}
        allLabel="All statuses"
        onChange={(status) => update({ status: status ? [status] : [] })}
        before={
          several && (
            <option value={SEVERAL} disabled>
              {query.status.map((status) => RELEASE_STATUS_LABELS[status]).join(', ')}
            </option>
          )
        }
      />
      <SelectFilter label="Format" value={query.format} options={RELEASE_FORMATS} labels={RELEASE_FORMAT_LABELS} allLabel="All formats" onChange={(format) => update({ format })} />
      <SelectFilter label="Sort by" value={query.sortBy} options={RELEASE_SORTS} labels={RELEASE_SORT_LABELS} onChange={(sortBy) => sortBy && update({ sortBy })} />
    </FilterBar>
  );
}
