import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { PLATFORM_LABELS, PLATFORMS } from '@/entities/artist';
import { datedFilename, exportCsv } from '@/shared/lib/csv';
import { toApiQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Button, DataTable, DateRangeFilter, FilterBar, Input, ListSearch, ReportPage, SelectFilter, StatCard, surfaceStyles as s, useListTable } from '@/shared/ui';
import { adminUsageQueries, USAGE_EXPORT_LIMIT, usagePageFetcher } from '../api/admin-usage-api';
import { USAGE_CSV_COLUMNS } from '../config/usage-csv-columns';
import { USAGE_SORT_LABELS, USAGE_SORTS, usageQuerySchema } from '../model/usage-query';
import { USAGE_COLUMNS } from './usage-columns';

const styles = {
  territory: css({ w: '24', textTransform: 'uppercase' }),
  totals: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: 'repeat(3, minmax(0, 1fr))' } }),
};

/** `/admin/usage`: streams, downloads and estimated revenue of distributed users by month, with a CSV export. */
export function AdminUsagePage() {
  const { query, update, table, filterBar } = useListTable(usageQuerySchema);
  const apiQuery = toApiQuery(query);
  const usage = useQuery(adminUsageQueries.report(apiQuery));
  const { page: _page, limit: _limit, ...filters } = apiQuery;
  const data = usage.data;
  return (
    <ReportPage
      title="Usage"
      subtitle="Streams, downloads and estimated revenue of distributed users, by month."
      onExport={(options) =>
        exportCsv({ ...options, filename: datedFilename('usage'), columns: USAGE_CSV_COLUMNS, fetchPage: usagePageFetcher(filters), limit: USAGE_EXPORT_LIMIT })
      }
      filters={
        <FilterBar
          label="Filter usage"
          {...filterBar}
          search={<ListSearch value={query.search} placeholder="User or artist" onSearch={(search, options) => update({ search }, options)} />}
        >
          <DateRangeFilter type="month" from={query.from} to={query.to} onChange={(range) => update(range)} />
          <SelectFilter<(typeof PLATFORMS)[number]> label="Platform" value={query.platform} labels={PLATFORM_LABELS} options={PLATFORMS} allLabel="All platforms" onChange={(platform) => update({ platform })} />
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
          <SelectFilter label="Sort by" value={query.sortBy} labels={USAGE_SORT_LABELS} options={USAGE_SORTS} onChange={(sortBy) => update({ sortBy })} />
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
      }
    >
      {!usage.isError && (
        <div className={styles.totals}>
          <StatCard label="Streams" loading={usage.isPending} value={formatCount(data?.totals.streams)} />
          <StatCard label="Downloads" loading={usage.isPending} value={formatCount(data?.totals.downloads)} />
          <StatCard label="Estimated revenue" loading={usage.isPending} value={<EstimatedAmount value={data?.totals.estimatedRevenue} />} />
        </div>
      )}
      <DataTable
        label="Usage by user, artist, month, platform and territory"
        columns={USAGE_COLUMNS}
        page={usage}
        rowKey={(row) => `${row.user._id}:${row.artist._id}:${row.period}:${row.platform}:${row.territory}`}
        rowProps={() => ({ 'data-testid': 'usage-row' })}
        cards
        {...table}
        pagesLabel="Usage pages"
        subject="usage"
        empty={{ title: 'No usage reported yet', description: 'Reported streams and downloads show here by month.' }}
        filteredEmpty={{ title: 'No usage matches these filters', description: 'Try other months, another platform or territory.' }}
      />
    </ReportPage>
  );
}
