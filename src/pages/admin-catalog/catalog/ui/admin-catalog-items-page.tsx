import { useQuery } from '@tanstack/react-query';
import { datedFilename, exportCsv } from '@/shared/lib/csv';
import { toApiQuery } from '@/shared/lib/list-query';
import { formatCount } from '@/shared/lib/money';
import { Button, DataTable, FilterBar, ListSearch, pendingLine, ReportPage, SelectFilter, useListTable } from '@/shared/ui';
import { adminCatalogQueries, catalogPageFetcher, EXPORT_PAGE_LIMIT } from '../api/admin-catalog-api';
import { ALBUM_CSV_COLUMNS, TRACK_CSV_COLUMNS } from '../config/csv-columns';
import {
  adminCatalogQuerySchema,
  CATALOG_ITEM_SORT_LABELS,
  CATALOG_ITEM_SORTS,
  CATALOG_ITEM_TYPE_LABELS,
  CATALOG_ITEM_TYPES,
} from '../model/admin-catalog-query';
import { catalogColumns } from './catalog-columns';

/** `/admin/catalog`: every track or album of the catalogue, searched and sorted, with a CSV export. */
export function AdminCatalogPage() {
  const { query, update, table, filterBar } = useListTable(adminCatalogQuerySchema);
  const apiQuery = toApiQuery(query);
  const items = useQuery(adminCatalogQueries.catalog(apiQuery));
  const { page: _page, limit: _limit, ...filters } = apiQuery;
  const noun = query.type === 'track' ? 'track' : 'album';
  return (
    <ReportPage
      title="Catalog"
      subtitle={items.data ? `${formatCount(items.data.total)} ${items.data.total === 1 ? noun : `${noun}s`}` : pendingLine(items.isPending)}
      onExport={(options) =>
        exportCsv({
          ...options,
          filename: datedFilename(query.type === 'track' ? 'catalog-tracks' : 'catalog-albums'),
          columns: query.type === 'track' ? TRACK_CSV_COLUMNS : ALBUM_CSV_COLUMNS,
          fetchPage: catalogPageFetcher(filters),
          limit: EXPORT_PAGE_LIMIT,
        })
      }
      filters={
        <FilterBar
          label="Filter the catalog"
          {...filterBar}
          search={<ListSearch value={query.search} placeholder={query.type === 'track' ? 'Track title' : 'Album title'} onSearch={(search, options) => update({ search }, options)} />}
        >
          <SelectFilter label="Show" value={query.type} labels={CATALOG_ITEM_TYPE_LABELS} options={CATALOG_ITEM_TYPES} onChange={(type) => update({ type })} />
          <SelectFilter label="Sort by" value={query.sortBy} labels={CATALOG_ITEM_SORT_LABELS} options={CATALOG_ITEM_SORTS} onChange={(sortBy) => update({ sortBy })} />
          {query.artistId && (
            <Button variant="outline" onClick={() => update({ artistId: undefined })}>
              Show every artist
            </Button>
          )}
        </FilterBar>
      }
    >
      <DataTable
        label={query.type === 'track' ? 'Tracks' : 'Albums'}
        columns={catalogColumns(query.type)}
        page={items}
        rowKey={(item) => `${item.platform}:${item.id}`}
        rowProps={() => ({ 'data-testid': 'catalog-row' })}
        cards
        {...table}
        // Tracks or albums is the view, not a filter.
        filtered={Boolean(query.search || query.artistId)}
        pagesLabel="Catalog pages"
        subject="the catalog"
        empty={{ title: `No ${noun}s yet` }}
        filteredEmpty={{ title: `No ${noun}s match these filters`, description: 'Try another search.' }}
      />
    </ReportPage>
  );
}
