import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { PLATFORMS, platformLabel } from '@/entities/artist';
import { datedFilename, exportCsv } from '@/shared/lib/csv';
import { formatDateKey } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Button, EmailAddress, EmptyState, ErrorState, ExportCsvButton, FilterBar, Input, ListSearch, NativeSelect, PageHeader, Pagination, StatCard, surfaceStyles as s, TableFrame, TableSkeleton, tableStyles as t } from '@/shared/ui';
import { adminUsageQueries, USAGE_EXPORT_LIMIT, usagePageFetcher, type AdminUsageRow } from '../api/admin-usage-api';
import { USAGE_CSV_COLUMNS } from '../config/usage-csv-columns';
import { USAGE_SORT_LABELS, USAGE_SORTS, usageQuerySchema } from '../model/usage-query';

const styles = {
  secondary: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  territory: css({ w: '24', textTransform: 'uppercase' }),
  totals: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: 'repeat(3, minmax(0, 1fr))' } }),
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "United States" for `US`; `ZZ` is an unknown territory. */
function territoryName(code: string): string {
  if (code === 'ZZ') return 'Unknown';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function UsageTable({ rows }: { rows: readonly AdminUsageRow[] }) {
  return (
    <TableFrame label="Usage" cards>
      <table className={t.table}>
        <caption className={t.caption}>Usage by user, artist, month, platform and territory</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Month</th>
            <th scope="col" className={t.th}>User</th>
            <th scope="col" className={t.th}>Artist</th>
            <th scope="col" className={t.th}>Platform</th>
            <th scope="col" className={t.th}>Territory</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Downloads</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Estimated revenue</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.user._id}:${row.artist._id}:${row.period}:${row.platform}:${row.territory}`} data-testid="usage-row">
              <th scope="row" className={`${t.td} ${styles.nowrap}`}>{formatDateKey(row.period)}</th>
              <td className={t.td} data-label="User">
                <div className={styles.nowrap}>{row.user.name}</div>
                <div className={styles.secondary}><EmailAddress email={row.user.email} /></div>
              </td>
              <td className={t.td} data-label="Artist">{row.artist.name}</td>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Platform">{platformLabel(row.platform)}</td>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Territory">{territoryName(row.territory)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Streams">{formatCount(row.streams)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Downloads">{formatCount(row.downloads)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Estimated revenue">
                <EstimatedAmount value={row.estimatedRevenue} hideLabel />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** `/admin/usage`: streams, downloads and estimated revenue of distributed users by month, with a CSV export. */
export function AdminUsagePage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(usageQuerySchema);
  const apiQuery = toApiQuery(query);
  const usage = useQuery(adminUsageQueries.report(apiQuery));
  const { page: _page, limit: _limit, ...filters } = apiQuery;
  const data = usage.data;
  return (
    <div className={s.page}>
      <PageHeader
        title="Usage"
        subtitle="Streams, downloads and estimated revenue of distributed users, by month."
        actions={
          <ExportCsvButton
            onExport={(options) =>
              exportCsv({ ...options, filename: datedFilename('usage'), columns: USAGE_CSV_COLUMNS, fetchPage: usagePageFetcher(filters), limit: USAGE_EXPORT_LIMIT })
            }
          />
        }
      />
      <FilterBar
        label="Filter usage"
        count={filterCount}
        onClear={isFiltered ? reset : undefined}
        search={<ListSearch value={query.search} placeholder="User or artist" onSearch={(search, options) => update({ search }, options)} />}
      >
        <label className={s.label}>
          From
          <Input type="month" value={query.from ?? ''} onChange={(event) => update({ from: event.target.value || undefined })} />
        </label>
        <label className={s.label}>
          To
          <Input type="month" value={query.to ?? ''} onChange={(event) => update({ to: event.target.value || undefined })} />
        </label>
        <label className={s.label}>
          Platform
          <NativeSelect value={query.platform ?? ''} onChange={(event) => update({ platform: (event.target.value || undefined) as (typeof PLATFORMS)[number] | undefined })}>
            <option value="">All platforms</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {platformLabel(platform)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={s.label}>
          Territory
          <Input
            key={query.territory ?? 'any'}
            className={styles.territory}
            defaultValue={query.territory ?? ''}
            placeholder="US"
            maxLength={2}
            autoComplete="off"
            onBlur={(event) => {
              const code = event.currentTarget.value.trim().toUpperCase();
              if (code !== (query.territory ?? '')) update({ territory: /^[A-Z]{2}$/.test(code) ? code : undefined });
            }}
            onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
          />
        </label>
        <label className={s.label}>
          Sort by
          <NativeSelect value={query.sortBy} onChange={(event) => update({ sortBy: event.target.value as (typeof USAGE_SORTS)[number] })}>
            {USAGE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {USAGE_SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {query.userId && (
          <Button variant="outline" onClick={() => update({ userId: undefined })}>
            Show every user
          </Button>
        )}
        {query.artistId && (
          <Button variant="outline" onClick={() => update({ artistId: undefined })}>
            Show every artist
          </Button>
        )}
      </FilterBar>
      {!usage.isError && (
        <div className={styles.totals}>
          <StatCard label="Streams" loading={usage.isPending} value={formatCount(data?.totals.streams)} />
          <StatCard label="Downloads" loading={usage.isPending} value={formatCount(data?.totals.downloads)} />
          <StatCard label="Estimated revenue" loading={usage.isPending} value={<EstimatedAmount value={data?.totals.estimatedRevenue} />} />
        </div>
      )}
      {usage.isPending ? (
        <TableSkeleton columns={8} label="Loading usage" />
      ) : usage.isError ? (
        <ErrorState title="Unable to load usage" error={usage.error} onRetry={() => void usage.refetch()} />
      ) : usage.data.items.length === 0 ? (
        <EmptyState
          title={isFiltered ? 'No usage matches these filters' : 'No usage reported yet'}
          description={isFiltered ? 'Try other months, another platform or territory.' : 'Reported streams and downloads show here by month.'}
          action={isFiltered ? <Button variant="outline" onClick={reset}>Clear filters</Button> : undefined}
        />
      ) : (
        <>
          <UsageTable rows={usage.data.items} />
          <Pagination label="Usage pages" page={query.page} pageSize={query.limit} total={usage.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
