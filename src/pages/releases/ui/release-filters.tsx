import type { ReactNode } from 'react';
import {
  RELEASE_FILTER_LABELS,
  RELEASE_FORMAT_LABELS,
  RELEASE_FORMATS,
  RELEASE_SORT_LABELS,
  RELEASE_SORTS,
  RELEASE_STATUS_LABELS,
} from '@/entities/release';
import type { ListQueryOutput } from '@/shared/lib/list-query';
import { Button, ListSearch, NativeSelect, surfaceStyles as s } from '@/shared/ui';
import { RELEASE_DISPLAY_STATUSES, RELEASE_FILTERS } from '../config/release-list';
import type { releaseListQuerySchema } from '../model/release-list-query';

type ReleaseListQuery = ListQueryOutput<typeof releaseListQuerySchema>;

/** The value of the status select when the address asks for several statuses (it shows one). */
const SEVERAL = '__several__';

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value | undefined;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  /** The option that clears the filter (none: a value is always chosen, as for the sort). */
  all?: string;
  onChange: (value: Value | undefined) => void;
  /** Options shown before the values (a state the select cannot otherwise show). */
  before?: ReactNode;
}

function FilterSelect<Value extends string>({ label, value, options, labels, all, onChange, before }: FilterSelectProps<Value>) {
  return (
    <label className={s.label}>
      {label}
      <NativeSelect value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}>
        {all !== undefined && <option value="">{all}</option>}
        {before}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

export interface ReleaseFiltersProps {
  query: ReleaseListQuery;
  update: (patch: Partial<ReleaseListQuery>, options?: { replace: boolean }) => void;
  reset: () => void;
  isFiltered: boolean;
}

/** Search, published/draft, status, format and sort of the release list, kept in the address. */
export function ReleaseFilters({ query, update, reset, isFiltered }: ReleaseFiltersProps) {
  const several = query.status.length > 1;
  return (
    <div className={s.filters} role="search" aria-label="Filter releases">
      <ListSearch value={query.search} placeholder="Title, artist or UPC" onSearch={(search, options) => update({ search }, options)} />
      <FilterSelect label="Show" value={query.filter} options={RELEASE_FILTERS} labels={RELEASE_FILTER_LABELS} all="All releases" onChange={(filter) => update({ filter })} />
      <FilterSelect
        label="Status"
        value={several ? (SEVERAL as (typeof RELEASE_DISPLAY_STATUSES)[number]) : query.status[0]}
        options={RELEASE_DISPLAY_STATUSES}
        labels={RELEASE_STATUS_LABELS}
        all="All statuses"
        onChange={(status) => update({ status: status ? [status] : [] })}
        before={
          several && (
            <option value={SEVERAL} disabled>
              {query.status.map((status) => RELEASE_STATUS_LABELS[status]).join(', ')}
            </option>
          )
        }
      />
      <FilterSelect label="Format" value={query.format} options={RELEASE_FORMATS} labels={RELEASE_FORMAT_LABELS} all="All formats" onChange={(format) => update({ format })} />
      <FilterSelect label="Sort by" value={query.sortBy} options={RELEASE_SORTS} labels={RELEASE_SORT_LABELS} onChange={(sortBy) => sortBy && update({ sortBy })} />
      {isFiltered && (
        <Button variant="ghost" onClick={reset}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
