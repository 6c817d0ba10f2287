import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { platformLabel, UNCLAIMED_ROYALTY_STATUS_LABELS, UNCLAIMED_ROYALTY_STATUS_PALETTE } from '@/entities/artist';
import { datedFilename, exportCsv } from '@/shared/lib/csv';
import { formatDateKey } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  ExportCsvButton,
  FilterBar,
  Input,
  ListSearch,
  NativeSelect,
  PageHeader,
  Pagination,
  pendingLine,
  surfaceStyles as s,
  TableFrame,
  TableSkeleton,
  tableStyles as t,
} from '@/shared/ui';
import { adminCatalogQueries, EXPORT_PAGE_LIMIT, mlcPageFetcher, type AdminUnclaimedRoyalty, type UnclaimedRoyaltyStatus } from '../api/admin-catalog-api';
import { MLC_CSV_COLUMNS } from '../config/csv-columns';
import { adminMlcQuerySchema, MLC_SORT_LABELS, MLC_SORTS, MLC_STATUSES } from '../model/admin-mlc-query';

const styles = {
  secondary: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  recording: css({ minW: '48', overflowWrap: 'anywhere' }),
  amountInput: css({ w: '36' }),
  summary: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', textStyle: 'sm' }),
};

function MlcTable({ lines }: { lines: readonly AdminUnclaimedRoyalty[] }) {
  return (
    <TableFrame label="Unclaimed royalty lines" cards>
      <table className={t.table}>
        <caption className={t.caption}>Unclaimed royalty lines</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Recording</th>
            <th scope="col" className={t.th}>Artist</th>
            <th scope="col" className={t.th}>Period</th>
            <th scope="col" className={t.th}>Platform</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Estimated amount</th>
            <th scope="col" className={t.th}>Status</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line._id} data-testid="mlc-row">
              <th scope="row" className={`${t.td} ${styles.recording}`}>
                <div>{line.recordingTitle}</div>
                <div className={styles.secondary}>{[line.isrc, line.workTitle && `Work: ${line.workTitle}`].filter(Boolean).join(' · ') || 'No ISRC'}</div>
              </th>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Artist">
                <Link to={`/dashboard/artists/${line.artist._id}`} className={t.link}>
                  {line.artist.name}
                </Link>
                {line.performerName !== line.artist.name && <div className={styles.secondary}>as {line.performerName}</div>}
              </td>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Period">{formatDateKey(line.period)}</td>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Platform">{line.platform ? platformLabel(line.platform) : '—'}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Streams">{formatCount(line.streams)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Estimated amount">
                <EstimatedAmount value={line.estimatedAmount} hideLabel />
              </td>
              <td className={t.td} data-label="Status">
                <Badge palette={UNCLAIMED_ROYALTY_STATUS_PALETTE[line.status]}>{labelOf(UNCLAIMED_ROYALTY_STATUS_LABELS, line.status)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** `/admin/mlc`: US unclaimed mechanical royalties across artists, their estimated total, and a CSV export. */
export function AdminMlcPage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(adminMlcQuerySchema);
  const apiQuery = toApiQuery(query);
  const lines = useQuery(adminCatalogQueries.mlc(apiQuery));
  const { page: _page, limit: _limit, ...filters } = apiQuery;
  const data = lines.data;
  return (
    <div className={s.page}>
      <PageHeader
        title="US unclaimed mechanical royalties (MLC)"
        subtitle={data ? `${formatCount(data.total)} ${data.total === 1 ? 'line' : 'lines'}` : pendingLine(lines.isPending)}
        actions={
          <ExportCsvButton
            onExport={(options) =>
              exportCsv({ ...options, filename: datedFilename('unclaimed-royalties'), columns: MLC_CSV_COLUMNS, fetchPage: mlcPageFetcher(filters), limit: EXPORT_PAGE_LIMIT })
            }
          />
        }
      />
      <FilterBar
        label="Filter unclaimed royalties"
        count={filterCount}
        onClear={isFiltered ? reset : undefined}
        search={<ListSearch value={query.search} placeholder="Recording, performer or ISRC" onSearch={(search, options) => update({ search }, options)} />}
      >
        <label className={s.label}>
          Status
          <NativeSelect value={query.status ?? ''} onChange={(event) => update({ status: (event.target.value || undefined) as UnclaimedRoyaltyStatus | undefined })}>
            <option value="">All statuses</option>
            {MLC_STATUSES.map((status) => (
              <option key={status} value={status}>
                {UNCLAIMED_ROYALTY_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
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
        <label className={s.label}>
          Sort by
          <NativeSelect value={query.sortBy} onChange={(event) => update({ sortBy: event.target.value as (typeof MLC_SORTS)[number] })}>
            {MLC_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {MLC_SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {query.artistId && (
          <Button variant="outline" onClick={() => update({ artistId: undefined })}>
            Show every artist
          </Button>
        )}
      </FilterBar>
      {data && (
        <p className={styles.summary}>
          {query.artistId && data.items[0] ? `${data.items[0].artist.name}: ` : ''}Total of the matching lines
          <strong>
            <EstimatedAmount value={data.totalEstimatedAmount} />
          </strong>
        </p>
      )}
      {lines.isPending ? (
        <TableSkeleton columns={7} label="Loading unclaimed royalties" />
      ) : lines.isError ? (
        <ErrorState title="Unable to load unclaimed royalties" error={lines.error} onRetry={() => void lines.refetch()} />
      ) : lines.data.items.length === 0 ? (
        <EmptyState
          title={isFiltered ? 'No lines match these filters' : 'No unclaimed royalties'}
          description={isFiltered ? 'Try another search, status or minimum.' : 'Lines the MLC holds for our artists show here.'}
          action={isFiltered ? <Button variant="outline" onClick={reset}>Clear filters</Button> : undefined}
        />
      ) : (
        <>
          <MlcTable lines={lines.data.items} />
          <Pagination label="Unclaimed royalty pages" page={query.page} pageSize={query.limit} total={lines.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
