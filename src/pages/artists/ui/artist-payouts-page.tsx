import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { artistQueries, platformLabel, NoStreamsState, PLATFORMS, verifiedPlatforms, type Payout } from '@/entities/artist';
import { formatDateKey, formatDateRange } from '@/shared/lib/dates';
import { ESTIMATE_DESCRIPTION, EstimatedAmount, formatCount } from '@/shared/lib/money';
import { EmptyState, ErrorState, StatCard, TableSkeleton, TableView, surfaceStyles as s, tableStyles as t, type DataTableColumn } from '@/shared/ui';
import { StreamChart } from '@/widgets/stream-chart';
import { PERIOD_LABELS } from '../config/figure-labels';
import { useArtistId } from '../lib/use-artist-id';
import { ArtistFrame } from './artist-frame';

const PAYOUT_COLUMNS: readonly DataTableColumn<Payout>[] = [
  { key: 'month', header: 'Month', rowHeader: true, cell: (row) => formatDateKey(row.month) },
  { key: 'source', header: 'Source', cell: (row) => platformLabel(row.source) },
  { key: 'streams', header: 'Streams', numeric: true, cell: (row) => formatCount(row.streams) },
  { key: 'rate', header: 'Rate per stream', numeric: true, cell: (row) => `$${row.ratePerStream}` },
  { key: 'amount', header: 'Amount (estimated)', numeric: true, cell: (row) => <EstimatedAmount value={row.amount} hideLabel /> },
];

function Payouts() {
  const id = useArtistId();
  // Every platform, as the overview counts: its earnings and these are one figure.
  const payouts = useQuery(artistQueries.payouts(id, { platforms: [...PLATFORMS] }));
  const artist = useQuery(artistQueries.detail(id));
  const series = useMemo(() => {
    const bySource = new Map<string, Payout[]>();
    for (const row of payouts.data?.results ?? []) bySource.set(row.source, [...(bySource.get(row.source) ?? []), row]);
    return [...bySource].map(([source, rows]) => ({
      key: source,
      label: platformLabel(source),
      // Oldest month first, as the chart reads left to right.
      points: rows.map((row) => ({ date: row.month, value: row.amount.amount })).reverse(),
    }));
  }, [payouts.data]);

  if (payouts.isError)
    return <ErrorState title="Unable to load payouts" error={payouts.error} onRetry={() => void payouts.refetch()} />;
  if (payouts.isPending || artist.isPending) return <TableSkeleton columns={5} />;
  const { results, total, streamingEarnings, mlc } = payouts.data;
  const months = results.map((row) => row.month);
  const newest = months[0];
  const oldest = months[months.length - 1];
  if (!results.some((row) => row.amount.amount > 0)) {
    const verified = verifiedPlatforms(artist.data?.isVerified).length > 0;
    return verified ? (
      <EmptyState
        title="No payouts yet"
        description="Payouts are estimated from the streams platforms report, and none were reported for these months."
      />
    ) : (
      <NoStreamsState title="No payouts yet" subject={artist.data?.name ?? 'this artist'} verified={false} />
    );
  }
  return (
    <>
      <p className={t.muted}>{ESTIMATE_DESCRIPTION}</p>
      <div className={s.grid}>
        <StatCard
          label={PERIOD_LABELS.earnings}
          value={<EstimatedAmount value={streamingEarnings} />}
          hint="All platforms at per-stream rates, as on the overview"
        />
        <StatCard label="MLC mechanical royalties" value={<EstimatedAmount value={mlc} />} hint="The US mechanical share of those streams" />
        <StatCard
          label="Estimated payouts"
          value={<EstimatedAmount value={total} />}
          hint={
            newest && oldest
              ? `Earnings plus MLC, ${formatDateRange(oldest, newest)} (${new Set(months).size} full months)`
              : 'Earnings plus MLC'
          }
        />
      </div>
      <StreamChart title="Monthly payouts by source" kind="money" series={series} seriesNoun="sources" />
      <TableView label="Estimated payouts by month and source" columns={PAYOUT_COLUMNS} rows={results} rowKey={(row) => `${row.month}-${row.source}`} cards />
    </>
  );
}

/** `/dashboard/artists/{id}/payouts`: every amount is an estimate (DESIGN §5). */
export function ArtistPayoutsPage() {
  return (
    <ArtistFrame>
      <Payouts />
    </ArtistFrame>
  );
}
