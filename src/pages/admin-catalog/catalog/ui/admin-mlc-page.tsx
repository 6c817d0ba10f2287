import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { UNCLAIMED_ROYALTY_STATUS_LABELS } from '@/entities/artist';
import { datedFilename, exportCsv } from '@/shared/lib/csv';
import { toApiQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Button, DataTable, FilterBar, Input, ListSearch, pendingLine, ReportPage, SelectFilter, surfaceStyles as s, useListTable } from '@/shared/ui';
import { adminCatalogQueries, EXPORT_PAGE_LIMIT, mlcPageFetcher } from '../api/admin-catalog-api';
import { MLC_CSV_COLUMNS } from '../config/csv-columns';
import { adminMlcQuerySchema, MLC_SORT_LABELS, MLC_SORTS, MLC_STATUSES } from '../model/admin-mlc-query';
import { MLC_COLUMNS } from './mlc-columns';

const styles = {
  amountInput: css({ w: '36' }),
  summary: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', textStyle: 'sm' }),
};

/** `/admin/mlc`: US unclaimed mechanical royalties across artists, their estimated total, and a CSV export. */
export function AdminMlcPage() {
  const { query, update, table, filterBar } = useListTable(adminMlcQuerySchema);
  const apiQuery = toApiQuery(query);
  const lines = useQuery(adminCatalogQueries.mlc(apiQuery));
  const { page: _page, limit: _limit, ...filters } = apiQuery;
  const data = lines.data;
  return (
    <ReportPage
      title="US unclaimed mechanical royalties (MLC)"
      subtitle={data ? `${formatCount(data.total)} ${data.total === 1 ? 'line' : 'lines'}` : pendingLine(lines.isPending)}
      onExport={(options) =>
        exportCsv({ ...options, filename: datedFilename('unclaimed-royalties'), columns: MLC_CSV_COLUMNS, fetchPage: mlcPageFetcher(filters), limit: EXPORT_PAGE_LIMIT })
      }
      filters={
        <FilterBar
          label="Filter unclaimed royalties"
          {...filterBar}
          search={<ListSearch value={query.search} placeholder="Recording, performer or ISRC" onSearch={(search, options) => update({ search }, options)} />}
        >
          <SelectFilter label="Status" value={query.status} labels={UNCLAIMED_ROYALTY_STATUS_LABELS} options={MLC_STATUSES} allLabel="All statuses" onChange={(status) => update({ status })} />
          <label className={s.label}>
            Minimum estimate (USD)
            <Input
              key={query.minAmount ?? 'none'}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              className={styles.amountInput}
              defaultValue={query.minAmount ?? ''}
              onBlur={(event) => {
                const value = event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value);
                if (value !== query.minAmount) update({ minAmount: value !== undefined && value >= 0 ? value : undefined });
              }}
              onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
            />
          </label>
          <SelectFilter label="Sort by" value={query.sortBy} labels={MLC_SORT_LABELS} options={MLC_SORTS} onChange={(sortBy) => update({ sortBy })} />
          {query.artistId && (
            <Button variant="outline" onClick={() => update({ artistId: undefined })}>
              Show every artist
            </Button>
          )}
        </FilterBar>
      }
    >
      {data && (
        <p className={styles.summary}>
          {query.artistId && data.items[0] ? `${data.items[0].artist.name}: ` : ''}Total of the matching lines
          <strong>
            <EstimatedAmount value={data.totalEstimatedAmount} />
          </strong>
        </p>
      )}
      <DataTable
        label="Unclaimed royalty lines"
        columns={MLC_COLUMNS}
        page={lines}
        rowKey={(line) => line._id}
        rowProps={() => ({ 'data-testid': 'mlc-row' })}
        cards
        {...table}
        pagesLabel="Unclaimed royalty pages"
        subject="unclaimed royalties"
        empty={{ title: 'No unclaimed royalties', description: 'Lines the MLC holds for our artists show here.' }}
        filteredEmpty={{ title: 'No lines match these filters', description: 'Try another search, status or minimum.' }}
      />
    </ReportPage>
  );
}
