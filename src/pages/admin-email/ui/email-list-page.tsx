import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { emailListQueries, emailSubscriberQueries, removeEmailListMember, SUBSCRIBER_SOURCE_LABELS, SubscriberStatusBadge, SubscriberStatusFilter, type EmailListMember } from '@/entities/email';
import { formatCount, formatCountOf } from '@/shared/lib/money';
import { AddMembersSlot, preloadAddMembers } from '@/features/add-list-members';
import { EmailListDialogSlot, preloadEmailListDialog } from '@/features/edit-email-list';
import { labelOf } from '@/shared/lib/labels';
import { toApiQuery } from '@/shared/lib/list-query';
import { Link, useParams } from 'react-router';
import { Button, DataTable, dateColumn, ErrorState, FilterBar, ListSearch, Skeleton, toaster, useListTable, type DataTableColumn } from '@/shared/ui';
import { listMembersQuerySchema } from '../model/list-queries';
import { ConfirmDialog } from './confirm-dialog';
import { BackLink, subscriberColumn } from './email-parts';
import { EmailPage, linkButton } from './email-page';

const memberColumns: DataTableColumn<EmailListMember>[] = [
  subscriberColumn((member) => member, (member) => member.subscriberId),
  { key: 'status', header: 'Status', cell: (member) => <SubscriberStatusBadge status={member.status} /> },
  dateColumn('joined', 'Joined', (member) => member.subscribedAt),
  { key: 'how', header: 'How', cell: (member) => labelOf(SUBSCRIBER_SOURCE_LABELS, member.source) },
];

/** `/admin/email-lists/:listId`: the list and its members (searched, filtered by status, paged); add and remove members. */
export function AdminEmailListPage() {
  const { listId = '' } = useParams();
  const queryClient = useQueryClient();
  const list = useQuery(emailListQueries.detail(listId));
  const members = useListTable(listMembersQuerySchema);
  const memberPage = useQuery(emailListQueries.members(listId, toApiQuery(members.query)));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<EmailListMember | null>(null);

  if (list.isError) {
    return (
      <EmailPage title="Email list">
        <ErrorState title="Unable to load this list" error={list.error} onRetry={() => void list.refetch()} />
        <BackLink to="/admin/email-lists">Back to lists</BackLink>
      </EmailPage>
    );
  }
  const name = list.data?.name ?? 'Email list';
  const addMembers = (
    <Button onClick={() => setAdding(true)} onPointerEnter={preloadAddMembers} onFocus={preloadAddMembers} disabled={!list.data}>
      Add members
    </Button>
  );
  return (
    <EmailPage
      title={list.data ? name : <Skeleton width={200} height={28} />}
      subtitle={
        list.data
          ? `${list.data.description ? `${list.data.description} · ` : ''}${formatCountOf(list.data.subscriberCount, 'subscriber')}, ${formatCount(list.data.unsubscribedCount)} unsubscribed`
          : undefined
      }
      eyebrow={<BackLink to="/admin/email-lists">Back to lists</BackLink>}
      actions={
        <>
          {addMembers}
          <Button variant="outline" onClick={() => setEditing(true)} onPointerEnter={preloadEmailListDialog} disabled={!list.data}>
            Edit list
          </Button>
          <Link to={`/admin/email/list-analytics/${listId}`} className={linkButton}>
            Analytics
          </Link>
        </>
      }
    >
      <FilterBar label="Filter members" {...members.filterBar} search={<ListSearch {...members.search} placeholder="Email or name" />}>
        <SubscriberStatusFilter value={members.query.status} onChange={(status) => members.update({ status })} />
      </FilterBar>
      <DataTable
        {...members.table}
        label="Members"
        cards
        columns={[
          ...memberColumns,
          {
            key: 'remove',
            header: 'Actions',
            hideHeader: true,
            cell: (member) => (
              <Button variant="ghost" size="sm" onClick={() => setRemoving(member)} aria-label={`Remove ${member.email}`}>
                Remove
              </Button>
            ),
          },
        ]}
        rowKey={(member) => member.subscriberId}
        rowProps={() => ({ 'data-testid': 'member-row' })}
        page={memberPage}
        pagesLabel="Member pages"
        loadingLabel="Loading members"
        errorTitle="Unable to load the members"
        filteredEmpty={{ title: 'No members match these filters', description: 'Try another search or status.' }}
        empty={{ title: 'No members yet', description: 'Paste email addresses to add them to this list.', action: addMembers }}
      />
      {list.data && (
        <>
          <AddMembersSlot open={adding} onOpenChange={setAdding} listId={listId} listName={list.data.name} />
          <EmailListDialogSlot open={editing} onOpenChange={setEditing} list={list.data} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this member?"
        description={removing ? `${removing.email} leaves “${name}”. They stay a subscriber and keep their other lists.` : ''}
        confirmLabel="Remove"
        onConfirm={async () => {
          if (!removing) return;
          await removeEmailListMember(listId, removing.subscriberId);
          toaster.create({ type: 'success', title: `${removing.email} removed from ${name}` });
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: emailListQueries.all() }),
            queryClient.invalidateQueries({ queryKey: emailSubscriberQueries.all() }),
          ]);
        }}
      />
    </EmailPage>
  );
}
