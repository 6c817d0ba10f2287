import { useQuery } from '@tanstack/react-query';
import { lazy, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { NoStreamsState, platformLabel, verifiedPlatforms } from '@/entities/artist';
import { useSelectedArtist } from '@/entities/selected-artist';
import { useSession } from '@/entities/session';
import { needsVerification, offerVerification } from '@/features/verify-artist';
import { formatDateRange, usePeriod } from '@/shared/lib/dates';
import { useListQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatChange, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import { AfterFirstPaint, EmptyState, ErrorState, PageHeader, pendingLine, StatCard, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { PeriodControl } from '@/shared/ui/period-control';
import { ArtistOnboarding } from './artist-onboarding';
import { StreamChart } from '@/widgets/stream-chart';
import { DASHBOARD_PERIODS, dashboardQueries, dashboardQuerySchema, DEFAULT_DASHBOARD_PERIOD } from '../model/dashboard-query';
import { PlatformPicker } from './platform-picker';

// The news (posts, Markdown, the reading dialog) is a chunk of its own, requested after the first
// paint: none of it is in the dashboard's first load.
const News = lazy(() => import('./news/news'));
const news = (
  <AfterFirstPaint>
    <News />
  </AfterFirstPaint>
);

function ArtistDashboard({ artistId, artistName, intro }: { artistId: string; artistName: string; intro: ReactNode }) {
  const { query, update } = useListQuery(dashboardQuerySchema);
  const { period, change } = usePeriod(DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD);
  const requests = dashboardQueries(artistId, period, query);
  const { platforms, range } = requests;
  const analytics = useQuery(requests.analytics);
  const artist = useQuery(requests.artist);
  // The figures and charts render in a deferred pass, which React does in slices, not in the task
  // that delivered the data (a synchronous render: tens of ms on a slow phone).
  const data = useDeferredValue(analytics.data);
  const artistData = useDeferredValue(artist.data);

  const { streamSeries, earningSeries } = useMemo(() => {
    if (!data) return { streamSeries: [], earningSeries: [] };
    const rate = new Map(
      data.totals.byPlatform.map((row) => [row.platform, row.streams ? row.estimatedEarnings.amount / row.streams : 0]),
    );
    return {
      streamSeries: data.series.map((entry) => ({
        key: entry.platform,
        label: platformLabel(entry.platform),
        points: entry.points.map((point) => ({ date: point.date, value: point.streams })),
      })),
      earningSeries: data.series.map((entry) => ({
        key: entry.platform,
        label: platformLabel(entry.platform),
        points: entry.points.map((point) => ({ date: point.date, value: point.streams * (rate.get(entry.platform) ?? 0) })),
      })),
    };
  }, [data]);

  const loading = data === undefined;
  const artistLoading = artistData === undefined && !artist.isError;
  // Not a single stream, now or in the period before: say what to do instead of drawing zeros.
  const noStreams = data !== undefined && data.totals.streams === 0 && data.previousPeriod.streams === 0;
  const verified = verifiedPlatforms(artistData?.isVerified).length > 0;
  return (
    <div className={s.page}>
      <PageHeader
        title={artistName}
        subtitle={`Streams and estimated earnings, ${formatDateRange(range.from, range.to)}`}
        actions={<Link to={`/dashboard/artists/${artistId}`} className={t.link}>Artist overview →</Link>}
      />
      {intro}
      <PeriodControl period={period} presets={DASHBOARD_PERIODS} onChange={change}>
        <PlatformPicker value={platforms} onChange={(next) => update({ platforms: next })} />
      </PeriodControl>
      {period.problem ? null : analytics.isError ? (
        <ErrorState title="Unable to load analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : noStreams && !artistLoading ? (
        <NoStreamsState subject={artistData?.name ?? 'your artist'} verified={verified} />
      ) : (
        <>
          <div className={s.grid}>
            <StatCard
              label="Streams"
              loading={loading}
              value={formatCount(data?.totals.streams)}
              hint={data ? `${formatChange(data.totals.streams, data.previousPeriod.streams) ?? '—'} vs previous period` : pendingLine(loading)}
            />
            <StatCard
              label="Estimated earnings"
              loading={loading}
              value={<EstimatedAmount value={data?.totals.estimatedEarnings} />}
              hint={
                data
                  ? `${formatChange(data.totals.estimatedEarnings.amount, data.previousPeriod.estimatedEarnings.amount) ?? '—'} vs previous period`
                  : pendingLine(loading)
              }
            />
            <StatCard
              label="Monthly listeners"
              loading={artistLoading}
              value={formatCount(artistData?.monthlyListeners)}
            />
            <StatCard label="Followers" loading={artistLoading} value={formatCount(artistData?.followers)} />
          </div>
          <StreamChart title="Streams by platform" series={streamSeries} loading={loading} />
          <StreamChart title="Earnings by platform" kind="money" series={earningSeries} loading={loading} />
        </>
      )}
      {news}
    </div>
  );
}

/** `/dashboard`: the selected artist's headline figures and trends. */
export function DashboardHomePage() {
  const { selectedArtistId, selectedArtist, roster } = useSelectedArtist();
  const { isAdmin, user } = useSession();
  const unverified = needsVerification(user);
  // Admins have no roster of their own: they claim artists from the admin area.
  const rosterEmpty = roster.length === 0 && !isAdmin;
  // A new user is verified nowhere yet: verification is where they start.
  useEffect(() => {
    if (unverified) offerVerification();
  }, [unverified]);
  if (!selectedArtistId) {
    return (
      <div className={s.page}>
        <PageHeader title="Dashboard" />
        {rosterEmpty || unverified ? (
          <ArtistOnboarding />
        ) : (
          <EmptyState
            title="No artist selected"
            description="Pick an artist from the roster menu to see streams and estimated earnings."
            action={<Link to="/dashboard/artists" className={t.link}>Browse artists</Link>}
          />
        )}
        {news}
      </div>
    );
  }
  return (
    <ArtistDashboard
      artistId={selectedArtistId}
      artistName={selectedArtist?.name ?? 'Dashboard'}
      intro={unverified ? <ArtistOnboarding /> : null}
    />
  );
}
