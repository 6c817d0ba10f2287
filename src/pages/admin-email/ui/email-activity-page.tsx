import { useQuery } from '@tanstack/react-query';
import {
  emailAnalyticsQueries,
  emailCampaignQueries,
  emailSubscriberQueries,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
} from '@/entities/email';
import { toApiQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { DataTable, DateRangeFilter, FilterBar, ListSearch, listCountLine, NativeSelect, ScopeFilter, SelectFilter, surfaceStyles as s, tableStyles as t, useListTable } from '@/shared/ui';
import { endOfDay, startOfDay } from '../lib/period';
import { activityQuerySchema } from '../model/list-queries';
import { emailEventTable } from './email-event-table';
import { EmailPage } from './email-page';

/** The subscriber the feed is narrowed to (from a subscriber's page), named, with a way to widen it again. */
function SubscriberFilter({ subscriberId, onClear }: { subscriberId: string; onClear: () => void }) {
  const subscriber = useQuery(emailSubscriberQueries.detail(subscriberId));
  return <ScopeFilter label="Subscriber" name={subscriber.data?.email ?? 'One subscriber'} onClear={onClear} clearLabel="Show all subscribers" />;
}

/** `/admin/email/activity`: every email event, filtered by type, campaign, subscriber and period in the address. */
export function AdminEmailActivityPage() {
  const list = useListTable(activityQuerySchema);
  const { query, update } = list;
  const { from, to, ...rest } = query;
  const events = useQuery(emailAnalyticsQueries.activity(toApiQuery({ ...rest, from: startOfDay(from), to: endOfDay(to) })));
  const campaigns = useQuery(emailCampaignQueries.list({ limit: 100, sortBy: 'sent' }));
  return (
    <EmailPage title="Email activity" subtitle={listCountLine(events, 'event')}>
      <FilterBar label="Filter email activity" {...list.filterBar} search={<ListSearch {...list.search} label="Subscriber email" placeholder="name@example.com" />}>
        <SelectFilter label="Event" value={query.type} labels={EVENT_TYPE_LABELS} options={EVENT_TYPES} allLabel="All events" onChange={(type) => update({ type })} />
        <label className={s.label}>
          Campaign
          <NativeSelect value={query.campaignId ?? ''} onChange={(event) => update({ campaignId: event.target.value || undefined })}>
            <option value="">All campaigns</option>
            {query.campaignId && !campaigns.data?.items.some((campaign) => campaign._id === query.campaignId) && <option value={query.campaignId}>This campaign</option>}
            {campaigns.data?.items
              .filter((campaign) => campaign.status !== 'draft')
              .map((campaign) => (
                <option key={campaign._id} value={campaign._id}>
                  {campaign.name}
                </option>
              ))}
          </NativeSelect>
        </label>
        {query.subscriberId && <SubscriberFilter subscriberId={query.subscriberId} onClear={() => update({ subscriberId: undefined })} />}
        <DateRangeFilter from={from} to={to} onChange={(period) => update(period)} />
      </FilterBar>
      <DataTable
        {...list.table}
        {...emailEventTable}
        label="Email events"
        page={events}
        pagesLabel="Activity pages"
        subject="email activity"
        filteredEmpty={{ title: 'No events match these filters', description: 'Try another event, campaign or period.' }}
        empty={{
          title: 'No email activity yet',
          description: 'Sends, deliveries, opens and clicks show here once a campaign goes out.',
          action: <Link to="/admin/email/campaigns" className={t.link}>Go to the campaigns</Link>,
        }}
      />
    </EmailPage>
  );
}
