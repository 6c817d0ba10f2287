import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { deleteEmailList, emailListQueries, pluralize, type EmailList } from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { EmailListDialogSlot, preloadEmailListDialog } from '@/features/edit-email-list';
import { formatMoment } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import {
  Button,
  EmptyState,
  ErrorState,
  ListSearch,
  Menu,
  Pagination,
  pendingLine,
  TableFrame,
  TableSkeleton,
  surfaceStyles as s,
  tableStyles as t,
  toaster,
} from '@/shared/ui';
import { emailListsQuerySchema } from '../model/list-queries';
import { ConfirmDialog } from './confirm-dialog';
import { EmailPage } from './email-page';

const styles = {
  description: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal', maxW: 'xs', overflowWrap: 'anywhere' }),
};

function ListTable({ lists, onEdit, onDelete }: { lists: readonly EmailList[]; onEdit: (list: EmailList) => void; onDelete: (list: EmailList) => void }) {
  return (
    <TableFrame label="Mailing lists" cards>
      <table className={t.table}>
        <caption className={t.caption}>Mailing lists</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>List</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Subscribers</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Unsubscribed</th>
            <th scope="col" className={t.th}>Preferences page</th>
            <th scope="col" className={t.th}>Created</th>
            <th scope="col" className={t.th}>
              <span className={t.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list._id} data-testid="email-list-row">
              <th scope="row" className={t.td}>
                <Link to={`/admin/email-lists/${list._id}`} className={t.link}>
                  {list.name}
                </Link>
                {list.description && <div className={styles.description}>{list.description}</div>}
              </th>
              <td className={`${t.td} ${t.numeric}`} data-label="Subscribers">{formatCount(list.subscriberCount)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Unsubscribed">{formatCount(list.unsubscribedCount)}</td>
              <td className={t.td} data-label="Preferences page">{list.visibleInPreferences ? 'Shown' : 'Hidden'}</td>
              <td className={t.td} data-label="Created">{formatMoment(list.createdAt)}</td>
              <td className={t.td}>
                <Menu
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`Actions for ${list.name}`} onPointerEnter={preloadEmailListDialog}>
                      Actions
                    </Button>
                  }
                  items={[
                    { value: 'edit', label: 'Edit…', onSelect: () => onEdit(list) },
                    { type: 'separator', id: 'danger' },
                    { value: 'delete', label: 'Delete…', tone: 'danger', onSelect: () => onDelete(list) },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** `/admin/email-lists`: the mailing lists, searched and paged in the address; create, edit, delete. */
export function AdminEmailListsPage() {
  const queryClient = useQueryClient();
  const { query, update, reset, isFiltered } = useListQuery(emailListsQuerySchema);
  const lists = useQuery(emailListQueries.list(toApiQuery(query)));
  const [editing, setEditing] = useState<EmailList | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailList | null>(null);
  const total = lists.data?.total;
  const newList = (
    <Button onClick={() => setEditing('new')} onPointerEnter={preloadEmailListDialog} onFocus={preloadEmailListDialog}>
      New list
    </Button>
  );
  return (
    <EmailPage title="Email lists" subtitle={total === undefined ? pendingLine(lists.isPending) : pluralize(total, 'list')} actions={newList}>
      <div className={s.filters} role="search" aria-label="Filter lists">
        <ListSearch value={query.search} placeholder="List name" onSearch={(search, options) => update({ search }, options)} />
        {isFiltered && (
          <Button variant="ghost" onClick={reset}>
            Clear filters
          </Button>
        )}
      </div>
      {lists.isPending ? (
        <TableSkeleton columns={6} label="Loading lists" />
      ) : lists.isError ? (
        <ErrorState title="Unable to load the lists" error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.items.length === 0 ? (
        isFiltered ? (
          <EmptyState title="No lists match this search" description="Try another name." action={<Button variant="outline" onClick={reset}>Clear filters</Button>} />
        ) : (
          <EmptyState title="No lists yet" description="Create a list, then add members or let subscribers join it from their preferences page." action={newList} />
        )
      ) : (
        <>
          <ListTable lists={lists.data.items} onEdit={setEditing} onDelete={setDeleting} />
          <Pagination label="List pages" page={query.page} pageSize={query.limit} total={lists.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
      <EmailListDialogSlot
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        list={editing === 'new' ? null : editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this list?"
        description={deleting ? `“${deleting.name}” and its memberships are removed; its ${pluralize(deleting.subscriberCount, 'subscriber')} stay subscribers.` : ''}
        confirmLabel="Delete list"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteEmailList(deleting._id);
          toaster.create({ type: 'success', title: `List “${deleting.name}” deleted` });
          await queryClient.invalidateQueries({ queryKey: emailListQueries.all() });
        }}
      />
    </EmailPage>
  );
}
