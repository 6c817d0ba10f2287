import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { artistQueries, NoStreamsState, PlatformTable, verifiedPlatforms, type ArtistOverview } from '@/entities/artist';
import { TopTracksList } from '@/entities/track';
import { formatDateRange } from '@/shared/lib/dates';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { ErrorState, StatCard, TableSkeleton, surfaceStyles as s } from '@/shared/ui';
import { StreamChart } from '@/widgets/stream-chart';
import { PERIOD_LABELS } from '../config/figure-labels';
import { lastDaysChange } from '../lib/last-days-change';
import { useArtistId } from '../lib/use-artist-id';
import { ArtistFrame } from './artist-frame';
import { formatMoment } from '@/shared/lib/dates';

const updated = css({ textStyle: 'xs', color: 'fg.muted' });

function OverviewContent() {
  const id = useArtistId();
  const overview = useQuery(artistQueries.overview(id));
  const artist = useQuery(artistQueries.detail(id));
  const dailySeries = useMemo(
    () =>
      overview.data
        ? [
            {
              key: 'streams',
              label: 'Streams',
              points: overview.data.dailyStreams.map((point) => ({ date: point.date, value: point.streams })),
            },
          ]
        : [],
    [overview.data],
  );
  const dailyTrend = useMemo(() => overview.data?.dailyStreams.map((point) => point.streams) ?? [], [overview.data]);

  if (overview.isError) {
    return <ErrorState title="Unable to load the overview" error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  const data = overview.data;
  const loading = overview.isPending;
  // The payouts' default months: the two pages show the same earnings for them.
  const months = data ? formatDateRange(data.period.from.slice(0, 7), data.period.to.slice(0, 7)) : undefined;
  // Not a single stream in a year: what to do next rather than zeros and a flat line.
  if (data && data.totals.streams === 0 && artist.data) {
    return (
      <>
        <NoStreamsState subject={artist.data.name} verified={verifiedPlatforms(artist.data.isVerified).length > 0} />
        <TopTracks overview={overview} />
      </>
    );
  }
  return (
    <>
      <div className={s.grid}>
        <StatCard
          label={PERIOD_LABELS.streams}
          loading={loading}
          value={formatCount(data?.totals.streams)}
          change={lastDaysChange(dailyTrend, 30)}
          hint={months && `${months}, all platforms`}
          trend={dailyTrend}
        />
        <StatCard
          label={PERIOD_LABELS.earnings}
          loading={loading}
          value={<EstimatedAmount value={data?.totals.estimatedEarnings} />}
          hint="All platforms at per-stream rates; payouts add MLC mechanical royalties"
        />
        <StatCard label="Monthly listeners" loading={loading} value={formatCount(data?.totals.monthlyListeners)} />
        <StatCard label="Followers" loading={loading} value={formatCount(data?.totals.followers)} />
      </div>
      <StreamChart title="Daily streams" series={dailySeries} loading={loading} />
      <section className={s.card} aria-labelledby="overview-platforms">
        <h2 id="overview-platforms" className={s.sectionTitle}>
          By platform
        </h2>
        {loading ? (
          <TableSkeleton rows={3} columns={3} />
        ) : (
          <PlatformTable label="Streams and estimated earnings by platform" rows={data!.platforms} />
        )}
      </section>
      <TopTracks overview={overview} />
      {data && <p className={updated}>Figures computed {formatMoment(data.updatedAt, { withTime: true })}.</p>}
    </>
  );
}

function TopTracks({ overview }: { overview: UseQueryResult<ArtistOverview> }) {
  return (
    <section className={s.card} aria-labelledby="overview-top-tracks">
      <h2 id="overview-top-tracks" className={s.sectionTitle}>
        Top tracks
      </h2>
      <TopTracksList tracks={overview.data?.topTracks} loading={overview.isPending} limit={10} showEarnings />
    </section>
  );
}

/** `/dashboard/artists/{id}`. */
export function ArtistOverviewPage() {
  return (
    <ArtistFrame>
      <OverviewContent />
    </ArtistFrame>
  );
}
