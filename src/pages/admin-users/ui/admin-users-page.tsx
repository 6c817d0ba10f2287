import { useQuery } from '@tanstack/react-query';
import { toApiQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { Button, DataTable, listCountLine, ReportPage, tableStyles as t, useListTable } from '@/shared/ui';
import { adminUserQueries } from '../api/admin-users-api';
import { onlyArchived, userListQuerySchema } from '../model/user-list-query';
import { UserFilters } from './user-filters';
import { userTable } from './user-table';
import { PRODUCT_NAME } from '@/shared/config';

/** `/admin/users`: every account, searched, filtered, sorted and paged from the address. */
export function AdminUsersPage() {
  const list = useListTable(userListQuerySchema);
  const { query, reset } = list;
  const users = useQuery(adminUserQueries.list(toApiQuery(query)));
  const noun = query.archived ? 'archived account' : 'account';
  const archivedOnly = onlyArchived(query);
  return (
    <ReportPage
      title="Users"
      documentTitle={`Users · Admin · ${PRODUCT_NAME}`}
      subtitle={listCountLine(users, noun)}
      filters={<UserFilters list={list} />}
    >
      <DataTable
        {...list.table}
        {...userTable}
        page={users}
        pagesLabel="User pages"
        subject="users"
        filteredEmpty={{
          title: archivedOnly ? 'No archived accounts' : 'No users match these filters',
          description: archivedOnly ? 'Accounts you archive appear here, and can be restored.' : 'Try another search, or clear the filters.',
          action: (
            <Button variant="outline" onClick={reset}>
              {archivedOnly ? 'Show active accounts' : 'Clear filters'}
            </Button>
          ),
        }}
        empty={{
          title: 'No users yet',
          description: 'Accounts appear here once people sign up. Invite an artist, investor or admin to get started.',
          action: (
            <Link className={t.link} to="/admin/invites">
              Go to invites
            </Link>
          ),
        }}
      />
    </ReportPage>
  );
}
