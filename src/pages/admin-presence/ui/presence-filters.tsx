import { DEVICE_TYPE_LABELS, PRESENCE_STATUS_LABELS } from '@/entities/presence';
import { ROLE_LABELS } from '@/entities/session';
import { FilterBar, Input, SelectFilter, surfaceStyles as s } from '@/shared/ui';
import { ALL_USERS, type PresenceFilters } from '../lib/presence-table';

const ROLE_FILTER_LABELS = Object.fromEntries(Object.values(ROLE_LABELS).map((role) => [role, role])) as Record<Exclude<PresenceFilters['role'], 'all'>, string>;

type Choice = 'role' | 'status' | 'device' | 'page';

export interface PresenceFilterBarProps {
  filters: PresenceFilters;
  pages: readonly string[];
  onChange: (filters: PresenceFilters) => void;
}

/** Search by name or email (filtered as it is typed); role, status, device and page filters. */
export function PresenceFilterBar({ filters, pages, onChange }: PresenceFilterBarProps) {
  const set = <Key extends keyof PresenceFilters>(key: Key, value: PresenceFilters[Key]) => onChange({ ...filters, [key]: value });
  // "All" is `undefined` in the filter bar, `'all'` in the filters.
  const choice = <Key extends Choice>(key: Key) => (filters[key] === 'all' ? undefined : filters[key]) as Exclude<PresenceFilters[Key], 'all'> | undefined;
  const choose = (key: Choice) => (value: string | undefined) => set(key, (value ?? 'all') as PresenceFilters[typeof key]);
  const pageChoices = filters.page !== 'all' && !pages.includes(filters.page) ? [...pages, filters.page] : pages;
  const setCount = (['role', 'status', 'device', 'page'] as const).filter((key) => filters[key] !== 'all').length;
  const dirty = JSON.stringify(filters) !== JSON.stringify(ALL_USERS);

  return (
    <FilterBar
      label="Filter online users"
      count={setCount}
      onClear={dirty ? () => onChange(ALL_USERS) : undefined}
      search={
        <label className={s.label}>
          Search
          <Input type="search" placeholder="Name or email" value={filters.search} onChange={(event) => set('search', event.target.value)} />
        </label>
      }
    >
      <SelectFilter label="Role" value={choice('role')} labels={ROLE_FILTER_LABELS} allLabel="All roles" onChange={choose('role')} />
      <SelectFilter label="Status" value={choice('status')} labels={PRESENCE_STATUS_LABELS} allLabel="All statuses" onChange={choose('status')} />
      <SelectFilter label="Device" value={choice('device')} labels={DEVICE_TYPE_LABELS} allLabel="All devices" onChange={choose('device')} />
      <SelectFilter
        label="Page"
        value={choice('page')}
        labels={Object.fromEntries(pageChoices.map((page) => [page, page]))}
        options={pageChoices}
        allLabel="All pages"
        onChange={choose('page')}
      />
    </FilterBar>
  );
}
