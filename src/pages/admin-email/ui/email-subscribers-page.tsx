import { useQuery } from '@tanstack/react-query';
import {
  emailListQueries,
  emailSegmentQueries,
  emailSubscriberQueries,
  FREQUENCY_LABELS,
  SubscriberStatusBadge,
  SubscriberStatusFilter,
  type EmailSubscriber,
} from '@/entities/email';
import { labelOf } from '@/shared/lib/labels';
import { toApiQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { DataTable, listCountLine, dateColumn, FilterBar, ListSearch, NativeSelect, ScopeFilter, surfaceStyles as s, tableStyles as t, useListTable, type DataTableColumn } from '@/shared/ui';
import { subscribersQuerySchema } from '../model/list-queries';
import { subscriberColumn } from './email-parts';
import { EmailPage } from './email-page';

const subscriberColumns: DataTableColumn<EmailSubscriber>[] = [
  subscriberColumn((subscriber) => subscriber, (subscriber) => subscriber._id),
  { key: 'status', header: 'Status', cell: (subscriber) => <SubscriberStatusBadge status={subscriber.status} /> },
  { key: 'lists', header: 'Lists', cell: (subscriber) => (subscriber.lists.length === 0 ? <span className={t.muted}>None</span> : subscriber.lists.map((list) => list.name).join(', ')) },
  { key: 'frequency', header: 'Frequency', cell: (subscriber) => labelOf(FREQUENCY_LABELS, subscriber.frequency) },
  dateColumn('activity', 'Last activity', (subscriber) => subscriber.lastActivityAt, { missing: <span className={t.muted}>Never</span> }),
];

/** The segment the list is narrowed to (from the segments page), named, with a way to widen it again. */
function SegmentFilter({ segmentId, onClear }: { segmentId: string; onClear: () => void }) {
  const segment = useQuery(emailSegmentQueries.detail(segmentId));
  return <ScopeFilter label="Segment" name={segment.data?.name ?? 'One segment'} onClear={onClear} clearLabel="Show all segments" />;
}

/** `/admin/email/subscribers`: every address, searched and filtered (status, list, segment) in the address. */
export function AdminEmailSubscribersPage() {
  const list = useListTable(subscribersQuerySchema);
  const { query, update } = list;
  const subscribers = useQuery(emailSubscriberQueries.list(toApiQuery(query)));
  const lists = useQuery(emailListQueries.options());
  return (
    <EmailPage title="Subscribers" subtitle={listCountLine(subscribers, 'subscriber')}>
      <FilterBar label="Filter subscribers" {...list.filterBar} search={<ListSearch {...list.search} placeholder="Email or name" />}>
        <SubscriberStatusFilter value={query.status} onChange={(status) => update({ status })} />
        <label className={s.label}>
          List
          <NativeSelect value={query.listId ?? ''} onChange={(event) => update({ listId: event.target.value || undefined })}>
            <option value="">All lists</option>
            {query.listId && !lists.data?.items.some((item) => item._id === query.listId) && <option value={query.listId}>This list</option>}
            {lists.data?.items.map((item) => (
              <option key={item._id} value={item._id}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        {query.segmentId && <SegmentFilter segmentId={query.segmentId} onClear={() => update({ segmentId: undefined })} />}
      </FilterBar>
      <DataTable
        {...list.table}
        label="Subscribers"
        cards
        columns={subscriberColumns}
        rowKey={(subscriber) => subscriber._id}
        rowProps={() => ({ 'data-testid': 'subscriber-row' })}
        page={subscribers}
        pagesLabel="Subscriber pages"
        subject="subscribers"
        filteredEmpty={{ title: 'No subscribers match these filters', description: 'Try another search, status or list.' }}
        empty={{
          title: 'No subscribers yet',
          description: 'People become subscribers when they sign up, or when you add them to a list.',
          action: <Link to="/admin/email-lists" className={t.link}>Go to the lists</Link>,
        }}
      />
    </EmailPage>
  );
}
