import { listParam, listQuery, type ListParam, type ListQueryOutput } from '@/shared/lib/list-query';
import { SORT_DIRECTIONS, USER_PAGE_SIZE, USER_ROLE_FILTERS, USER_SORT_FIELDS } from '../config/labels';

/** A calendar day `YYYY-MM-DD` that exists; anything else is "not set". */
const isoDay = (): ListParam<string | undefined> => ({
  parse: (raw) => {
    if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
    const day = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw) ? raw : undefined;
  },
});

/**
 * `/admin/users?search=…&role=ADMIN&verified=true&emailVerified=false&archived=true&createdFrom=2026-01-01&hasReleases=true&sortBy=email&sortDirection=asc&page=2`:
 * the list's filters, sort and page live in the address. Active accounts unless `archived=true`.
 */
export const userListQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(USER_PAGE_SIZE),
  search: listParam.text(),
  role: listParam.oneOf(USER_ROLE_FILTERS),
  verified: listParam.boolean(),
  emailVerified: listParam.boolean(),
  archived: listParam.boolean(),
  hasReleases: listParam.boolean(),
  createdFrom: isoDay(),
  createdTo: isoDay(),
  sortBy: listParam.oneOf(USER_SORT_FIELDS, 'createdAt'),
  sortDirection: listParam.oneOf(SORT_DIRECTIONS, 'desc'),
});

export type UserListQuery = ListQueryOutput<typeof userListQuerySchema>;

/** Whether a filter narrows the list (the sort and page do not). */
export function isNarrowed(query: UserListQuery): boolean {
  const { search, role, verified, emailVerified, archived, hasReleases, createdFrom, createdTo } = query;
  return Boolean(search || role || createdFrom || createdTo || archived) || [verified, emailVerified, hasReleases].some((value) => value !== undefined);
}

/** Archived accounts, with no other filter. */
export function onlyArchived(query: UserListQuery): boolean {
  return query.archived === true && !isNarrowed({ ...query, archived: undefined });
}
