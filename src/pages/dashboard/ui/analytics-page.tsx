import { useQuery } from '@tanstack/react-query';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { artistQueries, EmptyRosterState, NoStreamsState, platformLabel, PlatformSelect } from '@/entities/artist';
import { trackHref } from '@/entities/track';
import { formatDateRange, usePeriod } from '@/shared/lib/dates';
import { useListQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import {
  ErrorState,
  PageHeader,
  pendingLine,
  StatCard,
  TableFrame,
  TableSkeleton,
  surfaceStyles as s,
  tableStyles as t,
} from '@/shared/ui';
import { PeriodControl } from '@/shared/ui/period-control';
import { StreamChart } from '@/widgets/stream-chart';
import { ANALYTICS_PERIODS, analyticsQuerySchema, DEFAULT_ANALYTICS_PERIOD } from '../model/dashboard-queries';

/** `/dashboard/analytics`: roster-wide figures with a period (as `/dashboard`'s) and a platform filter. */
export function AnalyticsPage() {
  const { query, update } = useListQuery(analyticsQuerySchema);
  const { period, change } = usePeriod(ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD);
  const range = { from: period.from, to: period.to };
  const summary = useQuery({ ...artistQueries.summary(range), enabled: period.problem === null });
  const data = summary.data;
  const loading = summary.isPending;
  const platformRows = (data?.streams.byPlatform ?? []).filter((row) => !query.platform || row.platform === query.platform);
  const platformStreams = platformRows.reduce((sum, row) => sum + row.streams, 0);
  const series = useMemo(
    () =>
      (data?.series ?? [])
        .filter((entry) => (query.platform ? entry.platform === query.platform : entry.points.some((point) => point.streams > 0)))
        .map((entry) => ({
          key: entry.platform,
          label: platformLabel(entry.platform),
          points: entry.points.map((point) => ({ date: point.date, value: point.streams })),
        })),
    [data, query.platform],
  );
  const noStreams = data !== undefined && data.streams.total === 0 && data.streams.previousPeriodTotal === 0;

  return (
    <div className={s.page}>
      <PageHeader title="Analytics" subtitle={`Across your roster, ${formatDateRange(range.from, range.to)}`} />
      <PeriodControl period={period} presets={ANALYTICS_PERIODS} onChange={change}>
        <label className={s.label}>
          Platform
          <PlatformSelect className={s.select} value={query.platform} onChange={(platform) => update({ platform })} />
        </label>
      </PeriodControl>
      {period.problem ? null : summary.isError ? (
        <ErrorState title="Unable to load analytics" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : data?.artists.total === 0 ? (
        <EmptyRosterState />
      ) : noStreams ? (
        <NoStreamsState subject="the artists on your roster" verified={data.artists.verified > 0} />
      ) : (
        <>
          <div className={s.grid}>
            <StatCard
              label={query.platform ? `Streams on ${platformLabel(query.platform)}` : 'Streams'}
              loading={loading}
              value={formatCount(query.platform ? platformStreams : data?.streams.total)}
              change={
                query.platform ? undefined : { current: data?.streams.total ?? 0, previous: data?.streams.previousPeriodTotal ?? 0 }
              }
            />
            <StatCard
              label="Estimated earnings"
              loading={loading}
              value={
                <EstimatedAmount
                  value={query.platform ? platformRows[0]?.estimatedEarnings ?? 0 : data?.estimatedEarnings}
                />
              }
            />
            <StatCard
              label="Artists"
              loading={loading}
              value={formatCount(data?.artists.total)}
              hint={data ? `${formatCount(data.artists.verified)} verified` : pendingLine(loading)}
            />
            <StatCard
              label="Unclaimed royalties"
              loading={loading}
              value={<EstimatedAmount value={data?.unclaimedRoyalties.estimatedAmount} />}
              hint={data ? `${formatCount(data.unclaimedRoyalties.count)} lines` : pendingLine(loading)}
            />
          </div>
          <StreamChart title="Streams by platform" series={series} loading={loading} />
          <StreamsTable
            id="analytics-platforms"
            title="By platform"
            caption="Streams and estimated earnings by platform"
            nameHeader="Platform"
            loading={loading}
            skeletonRows={3}
            rowHeaders
            rows={platformRows.map((row) => ({ ...row, key: row.platform, name: platformLabel(row.platform) }))}
          />
          <StreamsTable
            id="analytics-top-artists"
            title="Top artists"
            caption="Top artists by streams"
            nameHeader="Artist"
            loading={loading}
            rows={(data?.topArtists ?? []).map((row) => ({
              ...row,
              key: row.artist._id,
              name: (
                <Link className={t.link} to={`/dashboard/artists/${row.artist._id}`}>
                  {row.artist.name}
                </Link>
              ),
            }))}
          />
          <StreamsTable
            id="analytics-top-tracks"
            title="Top tracks"
            caption="Top tracks by streams"
            nameHeader="Track"
            loading={loading}
            rows={(data?.topTracks ?? []).map((row) => ({
              ...row,
              key: row.id,
              name: (
                <>
                  <Link className={t.link} to={trackHref(row.id)}>
                    {row.name}
                  </Link>
                  <div className={t.muted}>{row.artistName}</div>
                </>
              ),
            }))}
          />
        </>
      )}
    </div>
  );
}

interface StreamsRow {
  key: string;
  name: ReactNode;
  streams: number;
  estimatedEarnings: ComponentProps<typeof EstimatedAmount>['value'];
}

/** One card of the page: a name column, streams and estimated earnings. */
function StreamsTable(props: {
  id: string;
  title: string;
  caption: string;
  nameHeader: string;
  loading: boolean;
  rows: StreamsRow[];
  skeletonRows?: number;
  /** The name cell heads its row (platform rows), rather than being a plain cell. */
  rowHeaders?: boolean;
}) {
  const NameCell = props.rowHeaders ? 'th' : 'td';
  return (
    <section className={s.card} aria-labelledby={props.id}>
      <h2 id={props.id} className={s.sectionTitle}>
        {props.title}
      </h2>
      {props.loading ? (
        <TableSkeleton rows={props.skeletonRows ?? 5} columns={3} />
      ) : (
        <TableFrame label={props.caption} variant="plain">
          <table className={t.table}>
            <caption className={t.caption}>{props.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={t.th}>
                  {props.nameHeader}
                </th>
                <th scope="col" className={`${t.th} ${t.numeric}`}>
                  Streams
                </th>
                <th scope="col" className={`${t.th} ${t.numeric}`}>
                  Earnings (estimated)
                </th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.key}>
                  <NameCell {...(props.rowHeaders ? { scope: 'row' } : {})} className={t.td}>
                    {row.name}
                  </NameCell>
                  <td className={`${t.td} ${t.numeric}`}>{formatCount(row.streams)}</td>
                  <td className={`${t.td} ${t.numeric}`}>
                    <EstimatedAmount value={row.estimatedEarnings} hideLabel />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
