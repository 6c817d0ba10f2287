import { FilterBar, Input, ListSearch, NativeSelect, surfaceStyles as s } from '@/shared/ui';
import type { UserRoleFilter } from '../api/admin-users-api';
import { USER_ROLE_FILTER_LABELS, USER_ROLE_FILTERS, USER_SORT_OPTIONS } from '../config/labels';
import type { UserListQuery } from '../model/user-list-query';

/** `true` / `false` as a select's value; '' is "any". */
const toChoice = (value: boolean | undefined) => (value === undefined ? '' : String(value));
const fromChoice = (value: string) => (value === '' ? undefined : value === 'true');

function YesNoFilter({ label, value, any, yes, no, onChange }: {
  label: string;
  value: boolean | undefined;
  any: string;
  yes: string;
  no: string;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <label className={s.label}>
      {label}
      <NativeSelect value={toChoice(value)} onChange={(event) => onChange(fromChoice(event.target.value))}>
        <option value="">{any}</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </NativeSelect>
    </label>
  );
}

export interface UserFiltersProps {
  query: UserListQuery;
  update: (patch: Partial<UserListQuery>, options?: { replace?: boolean }) => void;
  /** Shown when some filter is set. */
  onClear?: () => void;
  /** How many filters are set (see `useListQuery`). */
  filterCount: number;
}

/** Search, role, verification, email, status, sign-up dates, releases and sort of the accounts list. */
export function UserFilters({ query, update, onClear, filterCount }: UserFiltersProps) {
  const sortValue = `${query.sortBy}:${query.sortDirection}`;
  return (
    <FilterBar
      label="Filter users"
      count={filterCount}
      onClear={onClear}
      search={<ListSearch value={query.search} placeholder="Email or name" onSearch={(search, options) => update({ search }, options)} />}
    >
      <label className={s.label}>
        Role
        <NativeSelect
          value={query.role ?? ''}
          onChange={(event) => update({ role: (event.target.value || undefined) as UserRoleFilter | undefined })}
        >
          <option value="">All roles</option>
          {USER_ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {USER_ROLE_FILTER_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </label>
      <YesNoFilter
        label="Artist verification"
        value={query.verified}
        any="Any"
        yes="Verified artist"
        no="No verified artist"
        onChange={(verified) => update({ verified })}
      />
      <YesNoFilter
        label="Email confirmation"
        value={query.emailVerified}
        any="Any"
        yes="Confirmed"
        no="Not confirmed"
        onChange={(emailVerified) => update({ emailVerified })}
      />
      <label className={s.label}>
        Status
        <NativeSelect
          value={query.archived ? 'archived' : 'active'}
          onChange={(event) => update({ archived: event.target.value === 'archived' ? true : undefined })}
        >
          <option value="active">Active</option>
          <option value="archived">Archived</option>
        </NativeSelect>
      </label>
      <YesNoFilter
        label="Releases"
        value={query.hasReleases}
        any="Any"
        yes="Has releases"
        no="No releases"
        onChange={(hasReleases) => update({ hasReleases })}
      />
      <label className={s.label}>
        Signed up from
        <Input
          type="date"
          value={query.createdFrom ?? ''}
          max={query.createdTo}
          onChange={(event) => update({ createdFrom: event.target.value || undefined }, { replace: true })}
        />
      </label>
      <label className={s.label}>
        Signed up to
        <Input
          type="date"
          value={query.createdTo ?? ''}
          min={query.createdFrom}
          onChange={(event) => update({ createdTo: event.target.value || undefined }, { replace: true })}
        />
      </label>
      <label className={s.label}>
        Sort
        <NativeSelect
          value={sortValue}
          onChange={(event) => {
            const option = USER_SORT_OPTIONS.find(({ sortBy, sortDirection }) => `${sortBy}:${sortDirection}` === event.target.value);
            if (option) update({ sortBy: option.sortBy, sortDirection: option.sortDirection });
          }}
        >
          {!USER_SORT_OPTIONS.some(({ sortBy, sortDirection }) => `${sortBy}:${sortDirection}` === sortValue) && (
            <option value={sortValue}>Custom order</option>
          )}
          {USER_SORT_OPTIONS.map(({ sortBy, sortDirection, label }) => (
            <option key={`${sortBy}:${sortDirection}`} value={`${sortBy}:${sortDirection}`}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </label>
    </FilterBar>
  );
}
