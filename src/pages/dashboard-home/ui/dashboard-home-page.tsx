import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArtistHeader, NoStreamsState, platformLabel, verifiedPlatforms } from '@/entities/artist';
import { useSelectedArtist } from '@/entities/selected-artist';
import { useSession } from '@/entities/session';
import { needsVerification, offerVerification } from '@/features/verify-artist';
import { formatDateRange, usePeriod } from '@/shared/lib/dates';
import { useListQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { AfterFirstPaint, EmptyState, ErrorState, PageHeader, StatCard, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { PeriodControl } from '@/shared/ui/period-control';
import { StreamChart } from '@/widgets/stream-chart';
import { dailyTotals, platformSeries } from '../lib/daily-series';
import type { AccountState } from '../lib/next-step';
import { DASHBOARD_PERIODS, dashboardQueries, dashboardQuerySchema, DEFAULT_DASHBOARD_PERIOD } from '../model/dashboard-query';
import { HomeListsPlaceholder, NextStepPlaceholder } from './home-placeholders';
import { PlatformPicker } from './platform-picker';
import { RosterSwitch } from './roster-switch';

// The news (posts, Markdown, the reading dialog) is a chunk of its own, requested after the first
// paint: none of it is in the dashboard's first load.
const News = lazy(() => import('./news/news'));
const news = (
  <AfterFirstPaint>
    <News />
  </AfterFirstPaint>
);
// So is the next step, but it is asked for as soon as this chunk runs, beside the page's first
// requests (sent by the route's prefetch at the same moment): it waits for three of them anyway,
// so it is here when they are and paints with them, without a chunk of its own after them.
const loadNextStepCard = () => import('./next-step-card');
void loadNextStepCard().catch(() => undefined);
const NextStepCard = lazy(() => loadNextStepCard().then((module) => ({ default: module.NextStepCard })));
// The account's set-up (verification, a first profile) is for new accounts only.
const ArtistOnboardingCard = lazy(() => import('./artist-onboarding').then((module) => ({ default: module.ArtistOnboarding })));
const onboarding = (
  <AfterFirstPaint placeholder={<NextStepPlaceholder />}>
    <ArtistOnboardingCard />
  </AfterFirstPaint>
);
// The top tracks and releases are below the fold: their entities' labels and parts stay out of the first load.
const HomeLists = lazy(() => import('./home-lists').then((module) => ({ default: module.HomeLists })));

interface RosterEntry {
  name?: string | null;
  image?: string | null;
}

function ArtistDashboard({ artistId, rosterArtist, intro }: { artistId: string; rosterArtist: RosterEntry | null; intro: ReactNode }) {
  const { query, update } = useListQuery(dashboardQuerySchema);
  const { period, change } = usePeriod(DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD);
  const requests = dashboardQueries(artistId, period, query);
  const { platforms, range } = requests;
  const analytics = useQuery(requests.analytics);
  const artist = useQuery(requests.artist);
  const overview = useQuery(requests.overview);
  const releases = useQuery(requests.releases);
  const problems = useQuery(requests.problems);
  // The moment the page opened: what is "still to come" does not change under the reader.
  const [now] = useState(() => new Date().toISOString());
  // The figures and charts render in a deferred pass, which React does in slices, not in the task
  // that delivered the data (a synchronous render: tens of ms on a slow phone).
  const data = useDeferredValue(analytics.data);
  const artistData = useDeferredValue(artist.data);

  const series = useMemo(() => (data ? platformSeries(data, platformLabel) : { streams: [], earnings: [] }), [data]);
  const trends = useMemo(() => ({ streams: dailyTotals(series.streams), earnings: dailyTotals(series.earnings) }), [series]);

  const loading = data === undefined;
  const artistLoading = artistData === undefined && !artist.isError;
  // Not a single stream, now or in the period before: say what to do instead of drawing zeros.
  const noStreams = data !== undefined && data.totals.streams === 0 && data.previousPeriod.streams === 0;
  const verified = verifiedPlatforms(artistData?.isVerified).length > 0;
  const name = artistData?.name ?? rosterArtist?.name ?? 'your artist';
  // The next step waits for what decides it (a release list kept from another artist does not).
  const stepKnown = artistData !== undefined && releases.data !== undefined && !releases.isPlaceholderData && problems.data !== undefined && !problems.isPlaceholderData;
  const accountState: AccountState | null = stepKnown
    ? { verified, hasPhoto: !!artistData.image, releaseTotal: releases.data.total, releases: releases.data.items, problems: problems.data.items, now }
    : null;

  return (
    <div className={s.page}>
      <ArtistHeader
        artist={{ name: rosterArtist?.name ?? undefined, image: rosterArtist?.image, ...artistData }}
        loading={artistLoading}
        subtitle={`Streams and estimated earnings, ${formatDateRange(range.from, range.to)}`}
        actions={
          <>
            <RosterSwitch />
            <Link to={`/dashboard/artists/${artistId}`} className={t.link}>
              Artist overview →
            </Link>
          </>
        }
      />
      {/* One card of what to do next: the account's own set-up while it is verified nowhere. */}
      {intro ??
        (artist.isError || releases.isError || problems.isError ? null : (
          <Suspense fallback={<NextStepPlaceholder />}>
            <NextStepCard state={accountState} artistName={name} />
          </Suspense>
        ))}
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
              change={data ? { current: data.totals.streams, previous: data.previousPeriod.streams } : { current: 0, previous: 0 }}
              trend={trends.streams}
            />
            <StatCard
              label="Estimated earnings"
              loading={loading}
              value={<EstimatedAmount value={data?.totals.estimatedEarnings} />}
              change={
                data
                  ? { current: data.totals.estimatedEarnings.amount, previous: data.previousPeriod.estimatedEarnings.amount }
                  : { current: 0, previous: 0 }
              }
              trend={trends.earnings}
            />
            <StatCard label="Monthly listeners" loading={artistLoading} value={formatCount(artistData?.monthlyListeners)} />
            <StatCard label="Followers" loading={artistLoading} value={formatCount(artistData?.followers)} />
          </div>
          <StreamChart title="Streams by platform" series={series.streams} loading={loading} />
          <StreamChart title="Earnings by platform" kind="money" series={series.earnings} loading={loading} />
        </>
      )}
      <AfterFirstPaint placeholder={<HomeListsPlaceholder />}>
        <HomeLists artistId={artistId} overview={overview} releases={releases} now={now} />
      </AfterFirstPaint>
      {news}
    </div>
  );
}

/** `/dashboard`: the selected artist's home: who, what to do next, headline figures, trends, top tracks, releases. */
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
          onboarding
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
  return <ArtistDashboard artistId={selectedArtistId} rosterArtist={selectedArtist} intro={unverified ? onboarding : null} />;
}
