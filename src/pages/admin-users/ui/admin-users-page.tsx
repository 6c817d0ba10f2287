import { useQuery } from '@tanstack/react-query';
import { formatCountOf } from '@/shared/lib/money';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { Button, EmptyState, ErrorState, PageHeader, Pagination, pendingLine, TableSkeleton, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { adminUserQueries } from '../api/admin-users-api';
import { isNarrowed, onlyArchived, userListQuerySchema } from '../model/user-list-query';
import { UserFilters } from './user-filters';
import { UserTable } from './user-table';
import { PRODUCT_NAME } from '@/shared/config';

/** `/admin/users`: every account, searched, filtered, sorted and paged from the address. */
export function AdminUsersPage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(userListQuerySchema);
  const users = useQuery(adminUserQueries.list(toApiQuery(query)));
  const total = users.data?.total;
  const narrowed = isNarrowed(query);
  const noun = query.archived ? 'archived account' : 'account';
  return (
    <div className={s.page}>
      <title>{`Users · Admin · ${PRODUCT_NAME}`}</title>
      <PageHeader
        title="Users"
        subtitle={total === undefined ? pendingLine(users.isPending) : formatCountOf(total, noun)}
      />
      <UserFilters query={query} update={update} onClear={isFiltered ? reset : undefined} filterCount={filterCount} />
      {users.isPending ? (
        <TableSkeleton columns={8} label="Loading users" />
      ) : users.isError ? (
        <ErrorState title="Unable to load users" error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        narrowed ? (
          <EmptyState
            title={onlyArchived(query) ? 'No archived accounts' : 'No users match these filters'}
            description={onlyArchived(query) ? 'Accounts you archive appear here, and can be restored.' : 'Try another search, or clear the filters.'}
            action={
              <Button variant="outline" onClick={reset}>
                {onlyArchived(query) ? 'Show active accounts' : 'Clear filters'}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No users yet"
            description="Accounts appear here once people sign up. Invite an artist, investor or admin to get started."
            action={
              <Link className={t.link} to="/admin/invites">
                Go to invites
              </Link>
            }
          />
        )
      ) : (
        <>
          <UserTable users={users.data.items} />
          <Pagination label="User pages" page={query.page} pageSize={query.limit} total={users.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
