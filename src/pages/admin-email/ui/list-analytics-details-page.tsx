import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { emailAnalyticsQueries, formatRate } from '@/entities/email';
import { formatCount, formatCountOf } from '@/shared/lib/money';
import { formatDateRange } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Link, useParams } from 'react-router';
import { DataTable, DateRangeFilter, ErrorState, pendingLine, Skeleton, StatCard, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { StreamChart, type ChartSeries } from '@/widgets/stream-chart';
import { isDayKey } from '../lib/period';
import { rangeQuerySchema } from '../model/list-queries';
import { campaignPerformanceTable } from './analytics-parts';
import { EmailPage, linkButton } from './email-page';

/** `/admin/email/list-analytics/:listId`: one list's growth over a period, its engagement and recent campaigns. */
export function AdminEmailListAnalyticsDetailsPage() {
  const { listId = '' } = useParams();
  const { query, update } = useListQuery(rangeQuerySchema);
  const range = toApiQuery({ from: isDayKey(query.from) ? query.from : undefined, to: isDayKey(query.to) ? query.to : undefined });
  const analytics = useQuery(emailAnalyticsQueries.list(listId, range));
  const data = analytics.data;
  const growth = useMemo<ChartSeries[]>(
    () =>
      data
        ? [
            { key: 'subscribed', label: 'Joined', points: data.growth.map((day) => ({ date: day.date, value: day.subscribed })) },
            { key: 'unsubscribed', label: 'Left', points: data.growth.map((day) => ({ date: day.date, value: day.unsubscribed })) },
          ]
        : [],
    [data],
  );
  const back = (
    <Link to="/admin/email/list-analytics" className={t.link}>
      Back to list analytics
    </Link>
  );
  if (analytics.isError) {
    return (
      <EmailPage title="List analytics" eyebrow={back}>
        <ErrorState title="Unable to load this list’s analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
      </EmailPage>
    );
  }
  const engagement = data?.engagement;
  return (
    <EmailPage
      title={data ? data.list.name : <Skeleton width={200} height={28} />}
      eyebrow={back}
      subtitle={data ? formatDateRange(data.from, data.to) : pendingLine(analytics.isPending)}
      actions={
        <Link to={`/admin/email-lists/${listId}`} className={linkButton}>
          Members
        </Link>
      }
    >
      <div className={s.filters} role="search" aria-label="Period">
        <DateRangeFilter from={query.from} to={query.to} onChange={(period) => update(period)} />
      </div>
      <div className={s.grid}>
        <StatCard label="Subscribers" value={data ? formatCount(data.subscriberCount) : ''} hint={engagement ? `${formatCount(engagement.activeSubscribers)} active in the last 90 days` : pendingLine(analytics.isPending)} loading={!data} />
        <StatCard label="Open rate" value={engagement ? formatRate(engagement.openRate) : ''} hint={engagement ? `${formatCountOf(engagement.campaignsSent, 'campaign')} sent` : pendingLine(analytics.isPending)} loading={!data} />
        <StatCard label="Click rate" value={engagement ? formatRate(engagement.clickRate) : ''} loading={!data} />
        <StatCard label="Unsubscribe rate" value={engagement ? formatRate(engagement.unsubscribeRate) : ''} hint={engagement ? `${formatRate(engagement.bounceRate)} bounced` : pendingLine(analytics.isPending)} loading={!data} />
      </div>
      <StreamChart
        title="Joined and left"
        series={growth}
        loading={!data}
        seriesNoun="series"
        empty={{ title: 'Nobody joined or left in this period', description: 'Choose a longer period to see how the list grows.' }}
      />
      <section className={s.page} aria-labelledby="list-campaigns">
        <h2 id="list-campaigns" className={s.cardTitle}>
          Recent campaigns to this list
        </h2>
        <DataTable
          {...campaignPerformanceTable}
          label="Recent campaigns"
          request={analytics}
          rows={data?.recentCampaigns}
          skeletonRows={3}
          empty={{ title: 'No campaigns sent to this list yet', action: <Link to="/admin/email/campaigns?compose=new" className={linkButton}>Write a campaign</Link> }}
        />
      </section>
    </EmailPage>
  );
}
