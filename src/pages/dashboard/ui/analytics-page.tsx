import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { artistQueries, platformLabel, PLATFORMS } from '@/entities/artist';
import { trackHref } from '@/entities/track';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatChange, formatCount } from '@/shared/lib/money';
import { ErrorState, Input, PageHeader, StatCard, TableSkeleton, surfaceStyles as s, tableStyles as t } from '@/shared/ui';
import { analyticsQuerySchema, isIsoDate, lastDays } from '../model/dashboard-queries';

/** `/dashboard/analytics`: roster-wide figures with date range and platform filters. */
export function AnalyticsPage() {
  const { query, update } = useListQuery(analyticsQuerySchema);
  const defaults = lastDays(30);
  const from = isIsoDate(query.from) ? query.from : undefined;
  const to = isIsoDate(query.to) ? query.to : undefined;
  const summary = useQuery(artistQueries.summary(toApiQuery({ from, to })));
  const data = summary.data;
  const loading = summary.isPending;
  const platformRows = (data?.streams.byPlatform ?? []).filter((row) => !query.platform || row.platform === query.platform);
  const platformStreams = platformRows.reduce((sum, row) => sum + row.streams, 0);

  return (
    <div className={s.page}>
      <PageHeader
        title="Analytics"
        subtitle={data ? `Across your roster, ${data.from} to ${data.to}` : 'Across your roster'}
      />
      <div className={s.filters}>
        <label className={s.label}>
          From
          <Input type="date" value={from ?? ''} max={to} placeholder={defaults.from} onChange={(event) => update({ from: event.target.value || undefined })} />
        </label>
        <label className={s.label}>
          To
          <Input type="date" value={to ?? ''} min={from} onChange={(event) => update({ to: event.target.value || undefined })} />
        </label>
        <label className={s.label}>
          Platform
          <select
            className={s.select}
            value={query.platform ?? ''}
            onChange={(event) => update({ platform: (event.target.value || undefined) as (typeof PLATFORMS)[number] | undefined })}
          >
            <option value="">All platforms</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {platformLabel(platform)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {summary.isError ? (
        <ErrorState title="Unable to load analytics" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <div className={s.grid}>
            <StatCard
              label={query.platform ? `Streams on ${platformLabel(query.platform)}` : 'Streams'}
              loading={loading}
              value={formatCount(query.platform ? platformStreams : data?.streams.total)}
              hint={
                data && !query.platform
                  ? `${formatChange(data.streams.total, data.streams.previousPeriodTotal) ?? '—'} vs previous period`
                  : undefined
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
              hint={data ? `${formatCount(data.artists.verified)} verified` : undefined}
            />
            <StatCard
              label="Unclaimed royalties"
              loading={loading}
              value={<EstimatedAmount value={data?.unclaimedRoyalties.estimatedAmount} />}
              hint={data ? `${formatCount(data.unclaimedRoyalties.count)} lines` : undefined}
            />
          </div>
          <section className={s.card} aria-labelledby="analytics-platforms">
            <h2 id="analytics-platforms" className={s.cardTitle}>By platform</h2>
            {loading ? (
              <TableSkeleton rows={3} columns={3} />
            ) : (
              <table className={t.table}>
                <caption className={t.caption}>Streams and estimated earnings by platform</caption>
                <thead>
                  <tr>
                    <th scope="col" className={t.th}>Platform</th>
                    <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
                    <th scope="col" className={`${t.th} ${t.numeric}`}>Earnings (estimated)</th>
                  </tr>
                </thead>
                <tbody>
                  {platformRows.map((row) => (
                    <tr key={row.platform}>
                      <th scope="row" className={t.td}>{platformLabel(row.platform)}</th>
                      <td className={`${t.td} ${t.numeric}`}>{formatCount(row.streams)}</td>
                      <td className={`${t.td} ${t.numeric}`}><EstimatedAmount value={row.estimatedEarnings} hideLabel /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className={s.card} aria-labelledby="analytics-top-artists">
            <h2 id="analytics-top-artists" className={s.cardTitle}>Top artists</h2>
            {loading ? (
              <TableSkeleton rows={5} columns={3} />
            ) : (
              <table className={t.table}>
                <caption className={t.caption}>Top artists by streams</caption>
                <thead>
                  <tr>
                    <th scope="col" className={t.th}>Artist</th>
                    <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
                    <th scope="col" className={`${t.th} ${t.numeric}`}>Earnings (estimated)</th>
                  </tr>
                </thead>
                <tbody>
                  {data!.topArtists.map((row) => (
                    <tr key={row.artist._id}>
                      <td className={t.td}><Link className={t.link} to={`/dashboard/artists/${row.artist._id}`}>{row.artist.name}</Link></td>
                      <td className={`${t.td} ${t.numeric}`}>{formatCount(row.streams)}</td>
                      <td className={`${t.td} ${t.numeric}`}><EstimatedAmount value={row.estimatedEarnings} hideLabel /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className={s.card} aria-labelledby="analytics-top-tracks">
            <h2 id="analytics-top-tracks" className={s.cardTitle}>Top tracks</h2>
            {loading ? (
              <TableSkeleton rows={5} columns={3} />
            ) : (
              <table className={t.table}>
                <caption className={t.caption}>Top tracks by streams</caption>
                <thead>
                  <tr>
                    <th scope="col" className={t.th}>Track</th>
                    <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
                    <th scope="col" className={`${t.th} ${t.numeric}`}>Earnings (estimated)</th>
                  </tr>
                </thead>
                <tbody>
                  {data!.topTracks.map((row) => (
                    <tr key={row.id}>
                      <td className={t.td}>
                        <Link className={t.link} to={trackHref(row.id)}>{row.name}</Link>
                        <div className={t.muted}>{row.artistName}</div>
                      </td>
                      <td className={`${t.td} ${t.numeric}`}>{formatCount(row.streams)}</td>
                      <td className={`${t.td} ${t.numeric}`}><EstimatedAmount value={row.estimatedEarnings} hideLabel /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </div>
  );
}
