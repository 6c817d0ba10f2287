import { useEffect, useId, useRef, useState } from 'react';
import { FilterBar, Input, surfaceStyles as s } from '@/shared/ui';
import {
  ARTIST_SORT_FIELDS,
  ARTIST_SORT_LABELS,
  ARTIST_SORT_PRESETS,
  ARTIST_STATUS_FILTERS,
  ARTIST_STATUS_LABELS,
  type ArtistSortField,
  type ArtistStatusFilter,
  type SortDirection,
} from '../config/artist-config';
import type { ArtistListQuery } from '../model/artist-list-query';

const DEBOUNCE_MS = 400;

/** A text box that reports its value after typing pauses (and at once on Enter). */
function useDebouncedField(value: string, onCommit: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const [prev, setPrev] = useState(value);
  const committed = useRef(value);
  if (value !== prev) {
    setPrev(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value || draft === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      onCommit(draft);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return {
    value: draft,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        committed.current = draft;
        onCommit(draft);
      }
    },
  };
}

export interface ArtistFilterBarProps {
  query: ArtistListQuery;
  onChange: (patch: Partial<ArtistListQuery>) => void;
  onReset?: () => void;
  isFiltered?: boolean;
  /** How many filters are set (see `useListQuery`): the phone's "Filters (n)". */
  filterCount?: number;
}

const presetOf = (sortBy: ArtistSortField, sortDirection: SortDirection) =>
  Object.entries(ARTIST_SORT_PRESETS).find(
    ([, preset]) => preset.sortBy === sortBy && preset.sortDirection === sortDirection,
  )?.[0];

const amountOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** Search, monthly-earnings bounds, verification, published/draft and sort of the artist list (spec 1 §3). */
export function ArtistFilterBar({ query, onChange, onReset, isFiltered, filterCount = 0 }: ArtistFilterBarProps) {
  const id = useId();
  const search = useDebouncedField(query.search ?? '', (value) => onChange({ search: value.trim() || undefined }));
  const min = useDebouncedField(query.minMonthlyEarnings?.toString() ?? '', (value) =>
    onChange({ minMonthlyEarnings: amountOf(value) }),
  );
  const max = useDebouncedField(query.maxMonthlyEarnings?.toString() ?? '', (value) =>
    onChange({ maxMonthlyEarnings: amountOf(value) }),
  );
  const preset = presetOf(query.sortBy, query.sortDirection);

  return (
    <FilterBar
      label="Filter artists"
      count={filterCount}
      onClear={isFiltered ? onReset : undefined}
      search={
        <label className={s.label} htmlFor={`${id}-search`}>
          Search
          <Input id={`${id}-search`} type="search" placeholder="Artist name" {...search} />
        </label>
      }
    >
      <label className={s.label} htmlFor={`${id}-min`}>
        Min monthly earnings (USD, est.)
        <Input id={`${id}-min`} type="number" inputMode="decimal" min={0} placeholder="0" {...min} />
      </label>
      <label className={s.label} htmlFor={`${id}-max`}>
        Max monthly earnings (USD, est.)
        <Input id={`${id}-max`} type="number" inputMode="decimal" min={0} placeholder="No limit" {...max} />
      </label>
      <label className={s.label} htmlFor={`${id}-verified`}>
        Verification
        <select
          id={`${id}-verified`}
          className={s.select}
          value={query.isVerified === undefined ? '' : String(query.isVerified)}
          onChange={(event) =>
            onChange({ isVerified: event.target.value === '' ? undefined : event.target.value === 'true' })
          }
        >
          <option value="">All artists</option>
          <option value="true">Verified</option>
          <option value="false">Not verified</option>
        </select>
      </label>
      <label className={s.label} htmlFor={`${id}-status`}>
        Status
        <select
          id={`${id}-status`}
          className={s.select}
          value={query.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as ArtistStatusFilter | undefined })}
        >
          <option value="">All artists</option>
          {ARTIST_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {ARTIST_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={s.label} htmlFor={`${id}-preset`}>
        Show
        <select
          id={`${id}-preset`}
          className={s.select}
          value={preset ?? ''}
          onChange={(event) => {
            const chosen = ARTIST_SORT_PRESETS[event.target.value as keyof typeof ARTIST_SORT_PRESETS];
            if (chosen) onChange({ sortBy: chosen.sortBy, sortDirection: chosen.sortDirection });
          }}
        >
          {preset === undefined && <option value="">Custom order</option>}
          {Object.entries(ARTIST_SORT_PRESETS).map(([key, value]) => (
            <option key={key} value={key}>
              {value.label}
            </option>
          ))}
        </select>
      </label>
      <label className={s.label} htmlFor={`${id}-sort`}>
        Sort by
        <select
          id={`${id}-sort`}
          className={s.select}
          value={query.sortBy}
          onChange={(event) => onChange({ sortBy: event.target.value as ArtistSortField })}
        >
          {ARTIST_SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {ARTIST_SORT_LABELS[field]}
            </option>
          ))}
        </select>
      </label>
      <label className={s.label} htmlFor={`${id}-direction`}>
        Direction
        <select
          id={`${id}-direction`}
          className={s.select}
          value={query.sortDirection}
          onChange={(event) => onChange({ sortDirection: event.target.value as SortDirection })}
        >
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </select>
      </label>
    </FilterBar>
  );
}
