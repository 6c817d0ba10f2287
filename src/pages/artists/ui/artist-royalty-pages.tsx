import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import {
  artistQueries,
  platformLabel,
  PlatformSelect,
  NoStreamsState,
  PLATFORMS,
  UNCLAIMED_ROYALTY_STATUS_PALETTE,
  unclaimedRoyaltyStatusLabel,
  verifiedPlatforms,
  type Payout,
} from '@/entities/artist';
import { $isDistributed, useSession } from '@/entities/session';
import { formatDateKey, formatDateRange } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { ESTIMATE_DESCRIPTION, EstimatedAmount, formatCount } from '@/shared/lib/money';
import {
  Badge,
  EmptyState,
  ErrorState,
  Pagination,
  StatCard,
  TableFrame,
  TableSkeleton,
  surfaceStyles as s,
  tableStyles as t,
} from '@/shared/ui';
import { StreamChart } from '@/widgets/stream-chart';
import { PERIOD_LABELS } from '../config/figure-labels';
import { useArtistId } from '../lib/use-artist-id';
import { UNCLAIMED_STATUSES, unclaimedQuerySchema, usageQuerySchema } from '../model/artist-queries';
import { ArtistFrame } from './artist-frame';

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
      <TableFrame label="Estimated payouts by month and source">
        <table className={t.table}>
          <caption className={t.caption}>Estimated payouts by month and source</caption>
          <thead>
            <tr>
              <th scope="col" className={t.th}>Month</th>
              <th scope="col" className={t.th}>Source</th>
              <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
              <th scope="col" className={`${t.th} ${t.numeric}`}>Rate per stream</th>
              <th scope="col" className={`${t.th} ${t.numeric}`}>Amount (estimated)</th>
            </tr>
          </thead>
          <tbody>
            {results.map((row) => (
              <tr key={`${row.month}-${row.source}`}>
                <td className={t.td}>{formatDateKey(row.month)}</td>
                <td className={t.td}>{platformLabel(row.source)}</td>
                <td className={`${t.td} ${t.numeric}`}>{formatCount(row.streams)}</td>
                <td className={`${t.td} ${t.numeric}`}>${row.ratePerStream}</td>
                <td className={`${t.td} ${t.numeric}`}>
                  <EstimatedAmount value={row.amount} hideLabel />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
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

function UnclaimedRoyalties() {
  const id = useArtistId();
  const { query, update } = useListQuery(unclaimedQuerySchema);
  const rows = useQuery(artistQueries.unclaimedRoyalties(id, toApiQuery(query)));
  return (
    <>
      <p className={t.muted}>
        US mechanical royalties held at the MLC that may belong to this artist. Amounts are estimated from the MLC
        per-stream rate.
      </p>
      <div className={s.filters}>
        <label className={s.label}>
          Status
          <select
            className={s.select}
            value={query.status ?? ''}
            onChange={(event) =>
              update({ status: (event.target.value || undefined) as (typeof UNCLAIMED_STATUSES)[number] | undefined })
            }
          >
            <option value="">All statuses</option>
            {UNCLAIMED_STATUSES.map((status) => (
              <option key={status} value={status}>
                {unclaimedRoyaltyStatusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.label}>
          Sort by
          <select
            className={s.select}
            value={query.sortBy}
            onChange={(event) => update({ sortBy: event.target.value as 'amount' | 'latest' | 'title' })}
          >
            <option value="amount">Largest amount</option>
            <option value="latest">Latest period</option>
            <option value="title">Recording title</option>
          </select>
        </label>
      </div>
      {rows.isPending ? (
        <TableSkeleton columns={7} />
      ) : rows.isError ? (
        <ErrorState title="Unable to load unclaimed royalties" error={rows.error} onRetry={() => void rows.refetch()} />
      ) : rows.data.items.length === 0 ? (
        <EmptyState
          title="No unclaimed royalties"
          description={query.status ? 'No lines have this status. Choose another status or all statuses.' : 'Nothing is waiting to be claimed for this artist.'}
        />
      ) : (
        <>
          <p>
            Total across {formatCount(rows.data.total)} lines: <EstimatedAmount value={rows.data.totalEstimatedAmount} />
          </p>
          <TableFrame label="Unclaimed royalty lines">
            <table className={t.table}>
              <caption className={t.caption}>Unclaimed royalty lines</caption>
              <thead>
                <tr>
                  <th scope="col" className={t.th}>Recording</th>
                  <th scope="col" className={t.th}>Performer</th>
                  <th scope="col" className={t.th}>ISRC</th>
                  <th scope="col" className={t.th}>Work / ISWC</th>
                  <th scope="col" className={t.th}>Period</th>
                  <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
                  <th scope="col" className={`${t.th} ${t.numeric}`}>Amount (estimated)</th>
                  <th scope="col" className={t.th}>Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.data.items.map((row) => (
                  <tr key={row._id}>
                    <td className={t.td}>{row.recordingTitle}</td>
                    <td className={t.td}>{row.performerName}</td>
                    <td className={t.td}>{row.isrc ?? '—'}</td>
                    <td className={t.td}>
                      {row.workTitle ?? '—'}
                      {row.iswc ? <div className={t.muted}>{row.iswc}</div> : null}
                    </td>
                    <td className={t.td}>{formatDateKey(row.period)}</td>
                    <td className={`${t.td} ${t.numeric}`}>{formatCount(row.streams)}</td>
                    <td className={`${t.td} ${t.numeric}`}>
                      <EstimatedAmount value={row.estimatedAmount} hideLabel />
                    </td>
                    <td className={t.td}>
                      <Badge palette={UNCLAIMED_ROYALTY_STATUS_PALETTE[row.status]} title={row.rejectionReason ?? undefined}>
                        {unclaimedRoyaltyStatusLabel(row.status)}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination
            label="Royalty pages"
            page={query.page}
            pageSize={query.limit}
            total={rows.data.total}
            onPageChange={(page) => update({ page })}
          />
        </>
      )}
    </>
  );
}

/** `/dashboard/artists/{id}/unclaimed-royalties` (MLC-style lines, status filter). */
export function ArtistUnclaimedRoyaltiesPage() {
  return (
    <ArtistFrame>
      <UnclaimedRoyalties />
    </ArtistFrame>
  );
}

function UsageReport() {
  const id = useArtistId();
  const { query, update } = useListQuery(usageQuerySchema);
  const usage = useQuery(artistQueries.usage(id, toApiQuery(query)));
  return (
    <>
      <div className={s.filters}>
        <label className={s.label}>
          Platform
          <PlatformSelect className={s.select} value={query.platform} onChange={(platform) => update({ platform })} />
        </label>
        <label className={s.label}>
          Sort by
          <select
            className={s.select}
            value={query.sortBy}
            onChange={(event) => update({ sortBy: event.target.value as 'period' | 'streams' | 'revenue' })}
          >
            <option value="period">Newest period</option>
            <option value="streams">Streams</option>
            <option value="revenue">Revenue</option>
          </select>
        </label>
      </div>
      {usage.isPending ? (
        <TableSkeleton columns={6} />
      ) : usage.isError ? (
        <ErrorState title="Unable to load the usage report" error={usage.error} onRetry={() => void usage.refetch()} />
      ) : usage.data.items.length === 0 ? (
        <EmptyState title="No usage reported yet" description="Usage of your distributed releases appears here." />
      ) : (
        <>
          <div className={s.grid}>
            <StatCard label="Streams" value={formatCount(usage.data.totals.streams)} />
            <StatCard label="Downloads" value={formatCount(usage.data.totals.downloads)} />
            <StatCard label="Revenue" value={<EstimatedAmount value={usage.data.totals.estimatedRevenue} />} />
          </div>
          <TableFrame label="Usage by period, platform and territory">
            <table className={t.table}>
              <caption className={t.caption}>Usage by period, platform and territory</caption>
              <thead>
                <tr>
                  <th scope="col" className={t.th}>Period</th>
                  <th scope="col" className={t.th}>Platform</th>
                  <th scope="col" className={t.th}>Territory</th>
                  <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
                  <th scope="col" className={`${t.th} ${t.numeric}`}>Downloads</th>
                  <th scope="col" className={`${t.th} ${t.numeric}`}>Revenue (estimated)</th>
                </tr>
              </thead>
              <tbody>
                {usage.data.items.map((row) => (
                  <tr key={`${row.period}-${row.platform}-${row.territory}`}>
                    <td className={t.td}>{formatDateKey(row.period)}</td>
                    <td className={t.td}>{platformLabel(row.platform)}</td>
                    <td className={t.td}>{row.territory === 'ZZ' ? 'Unknown' : row.territory}</td>
                    <td className={`${t.td} ${t.numeric}`}>{formatCount(row.streams)}</td>
                    <td className={`${t.td} ${t.numeric}`}>{formatCount(row.downloads)}</td>
                    <td className={`${t.td} ${t.numeric}`}>
                      <EstimatedAmount value={row.estimatedRevenue} hideLabel />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <Pagination
            label="Usage pages"
            page={query.page}
            pageSize={query.limit}
            total={usage.data.total}
            onPageChange={(page) => update({ page })}
          />
        </>
      )}
    </>
  );
}

/** `/dashboard/artists/{id}/usage`: only for distributed users (spec 1 §6); admins always. */
export function ArtistUsagePage() {
  const isDistributed = useUnit($isDistributed);
  const { isAdmin } = useSession();
  return (
    <ArtistFrame>
      {isDistributed || isAdmin ? (
        <UsageReport />
      ) : (
        <EmptyState
          title="Usage reports are for distributed artists"
          description="The usage report covers releases you distribute through us. Distribute a release to see where and how it is played."
        />
      )}
    </ArtistFrame>
  );
}
