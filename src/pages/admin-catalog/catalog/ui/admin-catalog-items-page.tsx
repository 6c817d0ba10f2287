import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { platformLabel } from '@/entities/artist';
import { formatTrackLength } from '@/entities/track';
import { datedFilename, exportCsv } from '@/shared/lib/csv';
import { formatDateKey } from '@/shared/lib/dates';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import {
  Button,
  EmptyState,
  ErrorState,
  ExportCsvButton,
  FilterBar,
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
import { adminCatalogQueries, catalogPageFetcher, EXPORT_PAGE_LIMIT, type CatalogItem } from '../api/admin-catalog-api';
import { ALBUM_CSV_COLUMNS, TRACK_CSV_COLUMNS } from '../config/csv-columns';
import {
  adminCatalogQuerySchema,
  CATALOG_ITEM_SORT_LABELS,
  CATALOG_ITEM_SORTS,
  CATALOG_ITEM_TYPE_LABELS,
  CATALOG_ITEM_TYPES,
} from '../model/admin-catalog-query';

const styles = {
  name: css({ minW: '48', overflowWrap: 'anywhere' }),
  secondary: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
};

function CatalogTable({ items, type }: { items: readonly CatalogItem[]; type: 'track' | 'album' }) {
  const tracks = type === 'track';
  const label = tracks ? 'Tracks' : 'Albums';
  return (
    <TableFrame label={label} cards>
      <table className={t.table}>
        <caption className={t.caption}>{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>{tracks ? 'Track' : 'Album'}</th>
            <th scope="col" className={t.th}>Artists</th>
            <th scope="col" className={t.th}>{tracks ? 'ISRC' : 'UPC'}</th>
            <th scope="col" className={t.th}>Released</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>{tracks ? 'Duration' : 'Tracks'}</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Streams</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Estimated earnings</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.platform}:${item.id}`} data-testid="catalog-row">
              <th scope="row" className={`${t.td} ${styles.name}`}>
                <div>{item.name}</div>
                <div className={styles.secondary}>{tracks && item.album ? `${item.album.name} · ${platformLabel(item.platform)}` : platformLabel(item.platform)}</div>
              </th>
              <td className={t.td} data-label="Artists">{item.artists.map((artist) => artist.name).join(', ') || '—'}</td>
              <td className={`${t.td} ${styles.nowrap}`} data-label={tracks ? 'ISRC' : 'UPC'}>{(tracks ? item.isrc : item.upc) ?? '—'}</td>
              <td className={`${t.td} ${styles.nowrap}`} data-label="Released">{item.releaseDate ? formatDateKey(item.releaseDate) : '—'}</td>
              <td className={`${t.td} ${t.numeric}`} data-label={tracks ? 'Duration' : 'Tracks'}>{tracks ? formatTrackLength(item.durationMs) : formatCount(item.trackCount)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Streams">{formatCount(item.streams)}</td>
              <td className={`${t.td} ${t.numeric}`} data-label="Estimated earnings">
                <EstimatedAmount value={item.estimatedEarnings} hideLabel />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** `/admin/catalog`: every track or album of the catalogue, searched and sorted, with a CSV export. */
export function AdminCatalogPage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(adminCatalogQuerySchema);
  const apiQuery = toApiQuery(query);
  const items = useQuery(adminCatalogQueries.catalog(apiQuery));
  const { page: _page, limit: _limit, ...filters } = apiQuery;
  const noun = query.type === 'track' ? 'track' : 'album';
  return (
    <div className={s.page}>
      <PageHeader
        title="Catalog"
        subtitle={items.data ? `${formatCount(items.data.total)} ${items.data.total === 1 ? noun : `${noun}s`}` : pendingLine(items.isPending)}
        actions={
          <ExportCsvButton
            onExport={(options) =>
              exportCsv({
                ...options,
                filename: datedFilename(query.type === 'track' ? 'catalog-tracks' : 'catalog-albums'),
                columns: query.type === 'track' ? TRACK_CSV_COLUMNS : ALBUM_CSV_COLUMNS,
                fetchPage: catalogPageFetcher(filters),
                limit: EXPORT_PAGE_LIMIT,
              })
            }
          />
        }
      />
      <FilterBar
        label="Filter the catalog"
        count={filterCount}
        onClear={isFiltered ? reset : undefined}
        search={<ListSearch value={query.search} placeholder={query.type === 'track' ? 'Track title' : 'Album title'} onSearch={(search, options) => update({ search }, options)} />}
      >
        <label className={s.label}>
          Show
          <NativeSelect value={query.type} onChange={(event) => update({ type: event.target.value as (typeof CATALOG_ITEM_TYPES)[number] })}>
            {CATALOG_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {CATALOG_ITEM_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={s.label}>
          Sort by
          <NativeSelect value={query.sortBy} onChange={(event) => update({ sortBy: event.target.value as (typeof CATALOG_ITEM_SORTS)[number] })}>
            {CATALOG_ITEM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {CATALOG_ITEM_SORT_LABELS[sort]}
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
      {items.isPending ? (
        <TableSkeleton columns={7} label="Loading the catalog" />
      ) : items.isError ? (
        <ErrorState title="Unable to load the catalog" error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <EmptyState
          title={query.search || query.artistId ? `No ${noun}s match these filters` : `No ${noun}s yet`}
          description={query.search || query.artistId ? 'Try another search.' : undefined}
          action={isFiltered ? <Button variant="outline" onClick={reset}>Clear filters</Button> : undefined}
        />
      ) : (
        <>
          <CatalogTable items={items.data.items} type={query.type} />
          <Pagination label="Catalog pages" page={query.page} pageSize={query.limit} total={items.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
