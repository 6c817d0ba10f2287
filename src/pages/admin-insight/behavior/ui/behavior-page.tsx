import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { formatDateRange } from '@/shared/lib/dates';
import { formatCount } from '@/shared/lib/money';
import { EmptyState, ErrorState, PageHeader, Skeleton, StatCard, surfaceStyles as s } from '@/shared/ui';
import { PeriodControl } from '@/shared/ui/period-control';
import { behaviorQueries, type BehavioralAnalytics } from '../api/behavior-api';
import { formatDuration } from '@/shared/lib/format';
import { formatDecimal, formatShare } from '../lib/format';
import { BEHAVIOR_PERIODS } from '../model/period';
import { useBehaviorPeriod } from '../model/use-behavior-period';
import { DailyUsersChart } from './daily-users-chart';
import { Funnels } from './funnels';
import { Retention } from './retention';
import { Devices, TopEvents } from './top-events';
import { TopPages } from './top-pages';
import { TopUsers } from './top-users';

const styles = {
  pair: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' } }),
};

function Figures({ data, loading }: { data: BehavioralAnalytics | undefined; loading: boolean }) {
  const sessions = data?.sessions;
  return (
    <div className={s.grid}>
      <StatCard label="Active people" loading={loading} value={formatCount(data?.activeUsers.total)} hint="Signed in and used the app" />
      <StatCard label="Sessions" loading={loading} value={formatCount(sessions?.total)} hint={sessions ? `${formatDuration(sessions.averageDurationSeconds, 'words')} on average` : undefined} />
      <StatCard label="Pages per session" loading={loading} value={sessions ? formatDecimal(sessions.averagePagesPerSession) : '—'} />
      <StatCard label="Single-page sessions" loading={loading} value={sessions ? formatShare(sessions.bounceRate) : '—'} hint="Left after one page" />
    </div>
  );
}

function isEmpty(data: BehavioralAnalytics): boolean {
  return data.sessions.total === 0 && data.activeUsers.total === 0 && data.topEvents.length === 0;
}

/** `/admin/behavioral-analytics`: how signed-in people use the app over a period. */
export function AdminBehavioralAnalyticsPage() {
  const { period, search, change } = useBehaviorPeriod();
  const overview = useQuery({ ...behaviorQueries.overview({ from: period.from, to: period.to }), enabled: period.problem === null });
  const data = overview.data;
  return (
    <div className={s.page}>
      <PageHeader title="Behavioral analytics" subtitle={`How signed-in people use the app, ${formatDateRange(period.from, period.to)}.`} />
      <PeriodControl period={period} presets={BEHAVIOR_PERIODS} onChange={change} />
      {period.problem ? null : overview.isError && !data ? (
        <ErrorState title="Unable to load behavioral analytics" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : data && isEmpty(data) ? (
        <EmptyState
          title="No events in this period yet"
          description="Events appear here as people use the app: the pages they open, their searches, releases, verifications and invitations. Try a longer period, or come back once people have signed in."
        />
      ) : (
        <>
          <Figures data={data} loading={overview.isPending} />
          {data ? (
            <>
              <DailyUsersChart daily={data.activeUsers.daily} />
              <div className={styles.pair}>
                <TopPages pages={data.topPages} />
                <TopEvents events={data.topEvents} />
              </div>
              <Funnels funnels={data.funnels} />
              <Retention cohorts={data.retention} />
              <div className={styles.pair}>
                <Devices devices={data.devices} />
                <TopUsers users={data.topUsers} search={search} />
              </div>
            </>
          ) : (
            <div role="status" aria-label="Loading behavioral analytics">
              <Skeleton height={240} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

