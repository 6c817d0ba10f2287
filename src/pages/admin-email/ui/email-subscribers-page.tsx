import { useQuery } from '@tanstack/react-query';
import {
  emailListQueries,
  emailSegmentQueries,
  emailSubscriberQueries,
  FREQUENCY_LABELS,
  personName,
  pluralize,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  SubscriberStatusBadge,
  type EmailSubscriber,
  type EmailSubscriberStatus,
} from '@/entities/email';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { Badge, Button, EmailAddress, EmptyState, ErrorState, FilterBar, ListSearch, NativeSelect, Pagination, pendingLine, surfaceStyles as s, TableFrame, TableSkeleton, tableStyles as t } from '@/shared/ui';
import { subscribersQuerySchema } from '../model/list-queries';
import { EmailPage } from './email-page';

function SubscriberTable({ subscribers }: { subscribers: readonly EmailSubscriber[] }) {
  return (
    <TableFrame label="Subscribers" cards>
      <table className={t.table}>
        <caption className={t.caption}>Subscribers</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Subscriber</th>
            <th scope="col" className={t.th}>Status</th>
            <th scope="col" className={t.th}>Lists</th>
            <th scope="col" className={t.th}>Frequency</th>
            <th scope="col" className={t.th}>Last activity</th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber._id} data-testid="subscriber-row">
              <th scope="row" className={t.td}>
                <Link to={`/admin/email/subscribers/${subscriber._id}`} className={t.link}>
                  <EmailAddress email={subscriber.email} />
                </Link>
                {personName(subscriber) && <div className={t.muted}>{personName(subscriber)}</div>}
              </th>
              <td className={t.td} data-label="Status">
                <SubscriberStatusBadge status={subscriber.status} />
              </td>
              <td className={t.td} data-label="Lists">{subscriber.lists.length === 0 ? <span className={t.muted}>None</span> : subscriber.lists.map((list) => list.name).join(', ')}</td>
              <td className={t.td} data-label="Frequency">{labelOf(FREQUENCY_LABELS, subscriber.frequency)}</td>
              <td className={t.td} data-label="Last activity">{subscriber.lastActivityAt ? formatMoment(subscriber.lastActivityAt) : <span className={t.muted}>Never</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** The segment the list is narrowed to (from the segments page), named, with a way to widen it again. */
function SegmentFilter({ segmentId, onClear }: { segmentId: string; onClear: () => void }) {
  const segment = useQuery(emailSegmentQueries.detail(segmentId));
  return (
    <div className={s.label}>
      Segment
      <span>
        <Badge palette="accent">{segment.data?.name ?? 'One segment'}</Badge>{' '}
        <Button variant="ghost" size="sm" onClick={onClear} aria-label="Show all segments">
          Show all
        </Button>
      </span>
    </div>
  );
}

/** `/admin/email/subscribers`: every address, searched and filtered (status, list, segment) in the address. */
export function AdminEmailSubscribersPage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(subscribersQuerySchema);
  const subscribers = useQuery(emailSubscriberQueries.list(toApiQuery(query)));
  const lists = useQuery(emailListQueries.options());
  const total = subscribers.data?.total;
  return (
    <EmailPage title="Subscribers" subtitle={total === undefined ? pendingLine(subscribers.isPending) : pluralize(total, 'subscriber')}>
      <FilterBar
        label="Filter subscribers"
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
        <label className={s.label}>
          List
          <NativeSelect value={query.listId ?? ''} onChange={(event) => update({ listId: event.target.value || undefined })}>
            <option value="">All lists</option>
            {query.listId && !lists.data?.items.some((list) => list._id === query.listId) && <option value={query.listId}>This list</option>}
            {lists.data?.items.map((list) => (
              <option key={list._id} value={list._id}>
                {list.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        {query.segmentId && <SegmentFilter segmentId={query.segmentId} onClear={() => update({ segmentId: undefined })} />}
      </FilterBar>
      {subscribers.isPending ? (
        <TableSkeleton columns={5} label="Loading subscribers" />
      ) : subscribers.isError ? (
        <ErrorState title="Unable to load subscribers" error={subscribers.error} onRetry={() => void subscribers.refetch()} />
      ) : subscribers.data.items.length === 0 ? (
        isFiltered ? (
          <EmptyState title="No subscribers match these filters" description="Try another search, status or list." action={<Button variant="outline" onClick={reset}>Clear filters</Button>} />
        ) : (
          <EmptyState
            title="No subscribers yet"
            description="People become subscribers when they sign up, or when you add them to a list."
            action={<Link to="/admin/email-lists" className={t.link}>Go to the lists</Link>}
          />
        )
      ) : (
        <>
          <SubscriberTable subscribers={subscribers.data.items} />
          <Pagination label="Subscriber pages" page={query.page} pageSize={query.limit} total={subscribers.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </EmailPage>
  );
}
