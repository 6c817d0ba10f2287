import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  emailListQueries,
  emailSubscriberQueries,
  personName,
  pluralize,
  removeEmailListMember,
  SUBSCRIBER_SOURCE_LABELS,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  SubscriberStatusBadge,
  type EmailListMember,
  type EmailSubscriberStatus,
} from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { AddMembersSlot, preloadAddMembers } from '@/features/add-list-members';
import { EmailListDialogSlot, preloadEmailListDialog } from '@/features/edit-email-list';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link, useParams } from 'react-router';
import { Button, EmailAddress, EmptyState, ErrorState, FilterBar, ListSearch, NativeSelect, Pagination, Skeleton, surfaceStyles as s, TableFrame, TableSkeleton, tableStyles as t, toaster } from '@/shared/ui';
import { listMembersQuerySchema } from '../model/list-queries';
import { ConfirmDialog } from './confirm-dialog';
import { EmailPage, linkButton } from './email-page';

function MemberTable({ members, onRemove }: { members: readonly EmailListMember[]; onRemove: (member: EmailListMember) => void }) {
  return (
    <TableFrame label="Members" cards>
      <table className={t.table}>
        <caption className={t.caption}>Members</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Subscriber</th>
            <th scope="col" className={t.th}>Status</th>
            <th scope="col" className={t.th}>Joined</th>
            <th scope="col" className={t.th}>How</th>
            <th scope="col" className={t.th}>
              <span className={t.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.subscriberId} data-testid="member-row">
              <th scope="row" className={t.td}>
                <Link to={`/admin/email/subscribers/${member.subscriberId}`} className={t.link}>
                  <EmailAddress email={member.email} />
                </Link>
                {personName(member) && <div className={t.muted}>{personName(member)}</div>}
              </th>
              <td className={t.td} data-label="Status">
                <SubscriberStatusBadge status={member.status} />
              </td>
              <td className={t.td} data-label="Joined">{formatMoment(member.subscribedAt)}</td>
              <td className={t.td} data-label="How">{labelOf(SUBSCRIBER_SOURCE_LABELS, member.source)}</td>
              <td className={t.td}>
                <Button variant="ghost" size="sm" onClick={() => onRemove(member)} aria-label={`Remove ${member.email}`}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** `/admin/email-lists/:listId`: the list and its members (searched, filtered by status, paged); add and remove members. */
export function AdminEmailListPage() {
  const { listId = '' } = useParams();
  const queryClient = useQueryClient();
  const list = useQuery(emailListQueries.detail(listId));
  const { query, update, reset, isFiltered, filterCount } = useListQuery(listMembersQuerySchema);
  const members = useQuery(emailListQueries.members(listId, toApiQuery(query)));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<EmailListMember | null>(null);

  if (list.isError) {
    return (
      <EmailPage title="Email list">
        <ErrorState title="Unable to load this list" error={list.error} onRetry={() => void list.refetch()} />
        <Link to="/admin/email-lists" className={t.link}>
          Back to lists
        </Link>
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
          ? `${list.data.description ? `${list.data.description} · ` : ''}${pluralize(list.data.subscriberCount, 'subscriber')}, ${formatCount(list.data.unsubscribedCount)} unsubscribed`
          : undefined
      }
      eyebrow={
        <Link to="/admin/email-lists" className={t.link}>
          Back to lists
        </Link>
      }
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
      <FilterBar
        label="Filter members"
        count={filterCount}
        onClear={isFiltered ? reset : undefined}
        search={<ListSearch value={query.search} placeholder="Email or name" onSearch={(search, options) => update({ search }, options)} />}
      >
        <label className={s.label}>
          Status
          <NativeSelect
            value={query.status ?? ''}
            onChange={(event) => update({ status: (event.target.value || undefined) as EmailSubscriberStatus | undefined })}
          >
            <option value="">All statuses</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SUBSCRIBER_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
      </FilterBar>
      {members.isPending ? (
        <TableSkeleton columns={5} label="Loading members" />
      ) : members.isError ? (
        <ErrorState title="Unable to load the members" error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.items.length === 0 ? (
        isFiltered ? (
          <EmptyState title="No members match these filters" description="Try another search or status." action={<Button variant="outline" onClick={reset}>Clear filters</Button>} />
        ) : (
          <EmptyState title="No members yet" description="Paste email addresses to add them to this list." action={addMembers} />
        )
      ) : (
        <>
          <MemberTable members={members.data.items} onRemove={setRemoving} />
          <Pagination label="Member pages" page={query.page} pageSize={query.limit} total={members.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
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
