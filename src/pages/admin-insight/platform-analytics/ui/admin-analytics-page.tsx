import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { platformLabel } from '@/entities/artist';
import { releaseStatusLabel } from '@/entities/release';
import { platformColor } from '@/shared/config';
import { formatDateRange } from '@/shared/lib/dates';
import { daysInRange } from '@/shared/neutral';
import { ESTIMATE_LABEL, EstimatedAmount, formatCount, formatCountOf, formatMoney } from '@/shared/lib/money';
import { EmptyState, ErrorState, PageHeader, Skeleton, surfaceStyles as s } from '@/shared/ui';
import { BarList } from '@/shared/ui/bar-list';
import { StreamChart } from '@/widgets/stream-chart';
import { adminAnalyticsQuery, type AdminAnalytics } from '../api/admin-analytics-api';
import { changeOf, previousPeriodLabel } from '../model/change';
import { KeyFigure } from './key-figure';
import { PeriodControls, useAnalyticsPeriod } from './period-controls';
import { PRODUCT_NAME } from '@/shared/config';

const BUCKET_NOUN = { day: 'day', week: 'week', month: 'month' } as const;

/** `/admin/analytics`: the product's figures over a period, compared with the period before, with charts. */
export function AdminAnalyticsPage() {
  const periodState = useAnalyticsPeriod();
  const { period, granularity } = periodState;
  const analytics = useQuery({
    ...adminAnalyticsQuery({ from: period.from, to: period.to, granularity }),
    enabled: period.problem === null,
  });
  const data = analytics.data;
  const loading = analytics.isPending && period.problem === null;


  return (
    <div className={s.page}>
      <title>{`Analytics · ${PRODUCT_NAME}`}</title>
      <PageHeader
        title="Analytics"
        subtitle={`${formatDateRange(period.from, period.to)}, compared with ${previousPeriodLabel(period.days)}.`}
      />
      <PeriodControls {...periodState} />
      {analytics.isError ? (
        <ErrorState title="Unable to load the analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <div className={s.page} aria-busy={analytics.isPlaceholderData || undefined}>
          <AnalyticsFigures data={data} loading={loading} days={period.days} />
        </div>
      )}
    </div>
  );
}

function AnalyticsFigures({ data, loading, days }: { data: AdminAnalytics | undefined; loading: boolean; days: number }) {
  // The figures on screen may still be those of the period chosen before (while the next loads).
  const before = previousPeriodLabel(data ? daysInRange(data.from, data.to) : days);
  const charts = useMemo(() => (data ? chartSeries(data) : null), [data]);
  const compare = (current: number | undefined, previous: number | undefined) =>
    current === undefined || previous === undefined ? undefined : changeOf(current, previous, before);
  const bucket = data ? BUCKET_NOUN[data.granularity] : 'day';

  return (
    <>
      <section className={s.grid} aria-label="Key figures">
        <KeyFigure label="Sign-ups" loading={loading} value={formatCount(data?.users.new)} change={compare(data?.users.new, data?.previous.newUsers)} />
        <KeyFigure
          label="Active users"
          loading={loading}
          value={formatCount(data?.users.active)}
          change={compare(data?.users.active, data?.previous.activeUsers)}
        />
        <KeyFigure
          label="Releases created"
          loading={loading}
          value={formatCount(data?.releases.created)}
          change={compare(data?.releases.created, data?.previous.releasesCreated)}
        />
        <KeyFigure label="Streams" loading={loading} value={formatCount(data?.streams.total)} change={compare(data?.streams.total, data?.previous.streams)} />
        <KeyFigure
          label="Estimated earnings"
          loading={loading}
          value={<EstimatedAmount value={data?.estimatedRevenue} />}
          change={compare(data?.estimatedRevenue.amount, data?.previous.estimatedRevenue.amount)}
        />
        <KeyFigure
          label="All accounts"
          loading={loading}
          value={formatCount(data?.users.total)}
          hint={data ? `${formatCount(data.users.distributed)} distributed, ${formatCountOf(data.users.investors, 'investor')}, ${formatCountOf(data.users.admins, 'admin')}` : undefined}
        />
        <KeyFigure
          label="Artists on rosters"
          loading={loading}
          value={formatCount(data?.artists.onRosters)}
          hint={data ? `${formatCount(data.artists.verified)} verified, ${formatCount(data.artists.total)} in the catalogue` : undefined}
        />
        <KeyFigure label="All releases" loading={loading} value={formatCount(data?.releases.total)} hint="At the end of the period" />
      </section>
      <StreamChart
        title="Sign-ups and active users"
        series={charts?.users ?? []}
        loading={loading}
        seriesNoun="figures"
        caption={data ? `Users active and signed up per ${bucket}.` : undefined}
        empty={{ title: 'No sign-ups or active users in this period', description: 'Choose a longer period to see a trend.' }}
      />
      <div className={s.card}>
        <h2 className={s.sectionTitle}>Releases created, by status now</h2>
        {loading ? (
          <Skeleton height={160} />
        ) : data && data.releases.created > 0 ? (
          <BarList
            label="Releases created, by status now"
            items={data.releases.byStatus
              .filter((entry) => entry.count > 0)
              .map((entry) => ({ key: entry.status, label: releaseStatusLabel(entry.status), value: entry.count, display: formatCount(entry.count) }))}
          />
        ) : (
          <EmptyState variant="inline" title="No releases created in this period" description="Choose a longer period to see releases." />
        )}
      </div>
      <StreamChart
        title="Streams over time"
        series={charts?.streams ?? []}
        loading={loading}
        seriesNoun="figures"
        caption={data ? `Streams of every artist on a roster, all platforms, per ${bucket}.` : undefined}
      />
      <StreamChart title="Earnings over time" kind="money" series={charts?.revenue ?? []} loading={loading} seriesNoun="figures" />
      <div className={s.card}>
        <h2 className={s.sectionTitle}>Streams and {ESTIMATE_LABEL.toLowerCase()} earnings by platform</h2>
        {loading ? (
          <Skeleton height={200} />
        ) : data && data.streams.total > 0 ? (
          <BarList
            label="Streams and estimated earnings by platform"
            items={[...data.streams.byPlatform]
              .sort((a, b) => b.streams - a.streams)
              .map((entry) => ({
                key: entry.platform,
                label: platformLabel(entry.platform),
                color: platformColor(entry.platform),
                value: entry.streams,
                display: `${formatCount(entry.streams)} · ≈ ${formatMoney(entry.estimatedEarnings.amount)}`,
              }))}
          />
        ) : (
          <EmptyState variant="inline" title="No streams in this period" description="Streams appear once artists on users' rosters are streamed." />
        )}
      </div>
    </>
  );
}

function chartSeries(data: AdminAnalytics) {
  const of = (value: (point: AdminAnalytics['series'][number]) => number) => data.series.map((point) => ({ date: point.date, value: value(point) }));
  return {
    users: [
      { key: 'active', label: 'Active users', points: of((point) => point.activeUsers) },
      { key: 'new', label: 'Sign-ups', points: of((point) => point.newUsers) },
    ],
    streams: [{ key: 'streams', label: 'Streams', points: of((point) => point.streams) }],
    revenue: [{ key: 'revenue', label: 'Estimated earnings', points: of((point) => point.estimatedRevenue.amount) }],
  };
}
