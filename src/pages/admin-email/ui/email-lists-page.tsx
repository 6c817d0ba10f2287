import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { deleteEmailList, emailListQueries, type EmailList } from '@/entities/email';
import { formatCountOf } from '@/shared/lib/money';
import { EmailListDialogSlot, preloadEmailListDialog } from '@/features/edit-email-list';
import { toApiQuery } from '@/shared/lib/list-query';
import { Button, listCountLine, countColumns, DataTable, dateColumn, FilterBar, linkColumn, ListSearch, toaster, useListTable, type DataTableColumn } from '@/shared/ui';
import { emailListsQuerySchema } from '../model/list-queries';
import { ConfirmDialog } from './confirm-dialog';
import { editDeleteActions } from './email-parts';
import { EmailPage } from './email-page';

const styles = {
  description: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal', maxW: 'xs', overflowWrap: 'anywhere' }),
};

const listColumns: DataTableColumn<EmailList>[] = [
  linkColumn('name', 'List', { to: (list) => `/admin/email-lists/${list._id}`, text: (list) => list.name, note: (list) => list.description, noteClassName: styles.description }),
  ...countColumns<EmailList>({ subscriberCount: 'Subscribers', unsubscribedCount: 'Unsubscribed' }),
  { key: 'preferences', header: 'Preferences page', cell: (list) => (list.visibleInPreferences ? 'Shown' : 'Hidden') },
  dateColumn('created', 'Created', (list) => list.createdAt),
];

/** `/admin/email-lists`: the mailing lists, searched and paged in the address; create, edit, delete. */
export function AdminEmailListsPage() {
  const queryClient = useQueryClient();
  const list = useListTable(emailListsQuerySchema);
  const { query } = list;
  const lists = useQuery(emailListQueries.list(toApiQuery(query)));
  const [editing, setEditing] = useState<EmailList | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailList | null>(null);
  const newList = (
    <Button onClick={() => setEditing('new')} onPointerEnter={preloadEmailListDialog} onFocus={preloadEmailListDialog}>
      New list
    </Button>
  );
  return (
    <EmailPage title="Email lists" subtitle={listCountLine(lists, 'list')} actions={newList}>
      <FilterBar label="Filter lists" {...list.filterBar} search={<ListSearch {...list.search} placeholder="List name" />} />
      <DataTable
        {...list.table}
        label="Mailing lists"
        cards
        columns={listColumns}
        rowKey={(item) => item._id}
        rowProps={() => ({ 'data-testid': 'email-list-row' })}
        actions={editDeleteActions<EmailList>(setEditing, setDeleting, preloadEmailListDialog)}
        page={lists}
        pagesLabel="List pages"
        loadingLabel="Loading lists"
        errorTitle="Unable to load the lists"
        filteredEmpty={{ title: 'No lists match this search', description: 'Try another name.' }}
        empty={{ title: 'No lists yet', description: 'Create a list, then add members or let subscribers join it from their preferences page.', action: newList }}
      />
      <EmailListDialogSlot
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        list={editing === 'new' ? null : editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this list?"
        description={deleting ? `“${deleting.name}” and its memberships are removed; its ${formatCountOf(deleting.subscriberCount, 'subscriber')} stay subscribers.` : ''}
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
