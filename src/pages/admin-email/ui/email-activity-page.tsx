import { useQuery } from '@tanstack/react-query';
import {
  emailAnalyticsQueries,
  emailCampaignQueries,
  emailSubscriberQueries,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  pluralize,
  type EmailEventType,
} from '@/entities/email';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { Badge, Button, EmptyState, ErrorState, FilterBar, ListSearch, NativeSelect, Pagination, pendingLine, surfaceStyles as s, TableSkeleton, tableStyles as t } from '@/shared/ui';
import { DayRangeInputs } from '@/shared/ui/period-control';
import { endOfDay, startOfDay } from '../lib/period';
import { activityQuerySchema } from '../model/list-queries';
import { EmailEventTable } from './email-event-table';
import { EmailPage } from './email-page';

/** The subscriber the feed is narrowed to (from a subscriber's page), named, with a way to widen it again. */
function SubscriberFilter({ subscriberId, onClear }: { subscriberId: string; onClear: () => void }) {
  const subscriber = useQuery(emailSubscriberQueries.detail(subscriberId));
  return (
    <div className={s.label}>
      Subscriber
      <span>
        <Badge palette="accent">{subscriber.data?.email ?? 'One subscriber'}</Badge>{' '}
        <Button variant="ghost" size="sm" onClick={onClear} aria-label="Show all subscribers">
          Show all
        </Button>
      </span>
    </div>
  );
}

/** `/admin/email/activity`: every email event, filtered by type, campaign, subscriber and period in the address. */
export function AdminEmailActivityPage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(activityQuerySchema);
  const { from, to, ...rest } = query;
  const events = useQuery(emailAnalyticsQueries.activity(toApiQuery({ ...rest, from: startOfDay(from), to: endOfDay(to) })));
  const campaigns = useQuery(emailCampaignQueries.list({ limit: 100, sortBy: 'sent' }));
  const total = events.data?.total;
  return (
    <EmailPage title="Email activity" subtitle={total === undefined ? pendingLine(events.isPending) : pluralize(total, 'event')}>
      <FilterBar
        label="Filter email activity"
        count={filterCount}
        onClear={isFiltered ? reset : undefined}
        search={<ListSearch value={query.search} label="Subscriber email" placeholder="name@example.com" onSearch={(search, options) => update({ search }, options)} />}
      >
        <label className={s.label}>
          Event
          <NativeSelect value={query.type ?? ''} onChange={(event) => update({ type: (event.target.value || undefined) as EmailEventType | undefined })}>
            <option value="">All events</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EVENT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </label>
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
        <DayRangeInputs from={from} to={to} onChange={(period) => update(period)} />
      </FilterBar>
      {events.isPending ? (
        <TableSkeleton columns={4} label="Loading email activity" />
      ) : events.isError ? (
        <ErrorState title="Unable to load email activity" error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.items.length === 0 ? (
        isFiltered ? (
          <EmptyState title="No events match these filters" description="Try another event, campaign or period." action={<Button variant="outline" onClick={reset}>Clear filters</Button>} />
        ) : (
          <EmptyState
            title="No email activity yet"
            description="Sends, deliveries, opens and clicks show here once a campaign goes out."
            action={<Link to="/admin/email/campaigns" className={t.link}>Go to the campaigns</Link>}
          />
        )
      ) : (
        <>
          <EmailEventTable events={events.data.items} />
          <Pagination label="Activity pages" page={query.page} pageSize={query.limit} total={events.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </EmailPage>
  );
}
