import { BooleanFilter, DateRangeFilter, FilterBar, ListSearch, SelectFilter, SortFilter, type ListTableState } from '@/shared/ui';
import { USER_ROLE_FILTER_LABELS, USER_ROLE_FILTERS, USER_SORT_OPTIONS } from '../config/labels';
import type { UserListQuery } from '../model/user-list-query';

const STATUS_LABELS = { active: 'Active', archived: 'Archived' } as const;

/** Search, role, verification, email, status, sign-up dates, releases and sort of the accounts list. */
export function UserFilters({ list }: { list: ListTableState<UserListQuery> }) {
  const { query, update } = list;
  return (
    <FilterBar label="Filter users" {...list.filterBar} search={<ListSearch {...list.search} placeholder="Email or name" />}>
      <SelectFilter label="Role" value={query.role} labels={USER_ROLE_FILTER_LABELS} options={USER_ROLE_FILTERS} allLabel="All roles" onChange={(role) => update({ role })} />
      <BooleanFilter label="Artist verification" value={query.verified} any="Any" yes="Verified artist" no="No verified artist" onChange={(verified) => update({ verified })} />
      <BooleanFilter label="Email confirmation" value={query.emailVerified} any="Any" yes="Confirmed" no="Not confirmed" onChange={(emailVerified) => update({ emailVerified })} />
      <SelectFilter
        label="Status"
        value={query.archived ? 'archived' : 'active'}
        labels={STATUS_LABELS}
        onChange={(status) => update({ archived: status === 'archived' ? true : undefined })}
      />
      <BooleanFilter label="Releases" value={query.hasReleases} any="Any" yes="Has releases" no="No releases" onChange={(hasReleases) => update({ hasReleases })} />
      <DateRangeFilter
        fromLabel="Signed up from"
        toLabel="Signed up to"
        from={query.createdFrom}
        to={query.createdTo}
        onChange={(range) => update('from' in range ? { createdFrom: range.from } : { createdTo: range.to }, { replace: true })}
      />
      <SortFilter sort={list.table.sort} options={USER_SORT_OPTIONS} onChange={list.table.onSortChange ?? (() => {})} />
    </FilterBar>
  );
}
