import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { emailAnalyticsQueries, formatRate } from '@/entities/email';
import { formatCount, formatCountOf } from '@/shared/lib/money';
import { formatDateRange } from '@/shared/lib/dates';
import { Link, useParams } from 'react-router';
import { DataTable, pendingLine, Skeleton, StatCard, surfaceStyles as s, TitledSection } from '@/shared/ui';
import { StreamChart, type ChartSeries } from '@/widgets/stream-chart';
import { campaignPerformanceTable } from './analytics-parts';
import { BackLink, EmailPageFailure, useEmailPeriod } from './email-parts';
import { EmailPage, linkButton } from './email-page';

/** `/admin/email/list-analytics/:listId`: one list's growth over a period, its engagement and recent campaigns. */
export function AdminEmailListAnalyticsDetailsPage() {
  const { listId = '' } = useParams();
  const period = useEmailPeriod();
  const analytics = useQuery(emailAnalyticsQueries.list(listId, period.range));
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
  const back = <BackLink to="/admin/email/list-analytics">Back to list analytics</BackLink>;
  if (analytics.isError) return <EmailPageFailure title="List analytics" back={back} error="Unable to load this list’s analytics" request={analytics} />;
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
      {period.filter}
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
      <TitledSection id="list-campaigns" title="Recent campaigns to this list" surface="page">
        <DataTable
          {...campaignPerformanceTable}
          label="Recent campaigns"
          request={analytics}
          rows={data?.recentCampaigns}
          skeletonRows={3}
          empty={{ title: 'No campaigns sent to this list yet', action: <Link to="/admin/email/campaigns?compose=new" className={linkButton}>Write a campaign</Link> }}
        />
      </TitledSection>
    </EmailPage>
  );
}
