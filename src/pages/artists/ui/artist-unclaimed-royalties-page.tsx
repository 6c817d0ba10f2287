import { useQuery } from '@tanstack/react-query';
import { artistQueries, UNCLAIMED_ROYALTY_STATUS_LABELS } from '@/entities/artist';
import { toApiQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { DataTable, FilterBar, SelectFilter, tableStyles as t, useListTable } from '@/shared/ui';
import { useArtistId } from '../lib/use-artist-id';
import { UNCLAIMED_SORT_LABELS, UNCLAIMED_STATUSES, unclaimedQuerySchema } from '../model/artist-queries';
import { ArtistFrame } from './artist-frame';
import { UNCLAIMED_COLUMNS } from './unclaimed-columns';

/** `/dashboard/artists/{id}/unclaimed-royalties` (MLC-style lines, status filter). */
export function ArtistUnclaimedRoyaltiesPage() {
  const id = useArtistId();
  const { query, update, table, filterBar } = useListTable(unclaimedQuerySchema);
  const rows = useQuery(artistQueries.unclaimedRoyalties(id, toApiQuery(query)));
  return (
    <ArtistFrame>
      <p className={t.muted}>
        US mechanical royalties held at the MLC that may belong to this artist. Amounts are estimated from the MLC
        per-stream rate.
      </p>
      <FilterBar label="Filter unclaimed royalties" {...filterBar}>
        <SelectFilter label="Status" value={query.status} labels={UNCLAIMED_ROYALTY_STATUS_LABELS} options={UNCLAIMED_STATUSES} allLabel="All statuses" onChange={(status) => update({ status })} />
        <SelectFilter label="Sort by" value={query.sortBy} labels={UNCLAIMED_SORT_LABELS} onChange={(sortBy) => update({ sortBy })} />
      </FilterBar>
      {rows.data && rows.data.items.length > 0 && (
        <p>
          Total across {formatCount(rows.data.total)} lines: <EstimatedAmount value={rows.data.totalEstimatedAmount} />
        </p>
      )}
      <DataTable
        label="Unclaimed royalty lines"
        columns={UNCLAIMED_COLUMNS}
        page={rows}
        rowKey={(row) => row._id}
        {...table}
        pagesLabel="Royalty pages"
        subject="unclaimed royalties"
        cards
        empty={{ title: 'No unclaimed royalties', description: 'Nothing is waiting to be claimed for this artist.' }}
        filteredEmpty={{ title: 'No unclaimed royalties', description: 'No lines have this status. Choose another status or all statuses.' }}
      />
    </ArtistFrame>
  );
}
