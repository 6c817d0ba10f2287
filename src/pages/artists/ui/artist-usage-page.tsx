import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { artistQueries, PLATFORM_LABELS, PLATFORMS } from '@/entities/artist';
import { $isDistributed, useSession } from '@/entities/session';
import { toApiQuery } from '@/shared/lib/list-query';
import { EstimatedAmount, formatCount } from '@/shared/lib/money';
import { DataTable, EmptyState, FilterBar, SelectFilter, StatCard, surfaceStyles as s, useListTable } from '@/shared/ui';
import { useArtistId } from '../lib/use-artist-id';
import { USAGE_SORT_LABELS, usageQuerySchema } from '../model/artist-queries';
import { ArtistFrame } from './artist-frame';
import { ARTIST_USAGE_COLUMNS } from './usage-columns';

function UsageReport() {
  const id = useArtistId();
  const { query, update, table, filterBar } = useListTable(usageQuerySchema);
  const usage = useQuery(artistQueries.usage(id, toApiQuery(query)));
  return (
    <>
      <FilterBar label="Filter usage" {...filterBar}>
        <SelectFilter<(typeof PLATFORMS)[number]> label="Platform" value={query.platform} labels={PLATFORM_LABELS} options={PLATFORMS} allLabel="All platforms" onChange={(platform) => update({ platform })} />
        <SelectFilter label="Sort by" value={query.sortBy} labels={USAGE_SORT_LABELS} onChange={(sortBy) => update({ sortBy })} />
      </FilterBar>
      {usage.data && usage.data.items.length > 0 && (
        <div className={s.grid}>
          <StatCard label="Streams" value={formatCount(usage.data.totals.streams)} />
          <StatCard label="Downloads" value={formatCount(usage.data.totals.downloads)} />
          <StatCard label="Revenue" value={<EstimatedAmount value={usage.data.totals.estimatedRevenue} />} />
        </div>
      )}
      <DataTable
        label="Usage by period, platform and territory"
        columns={ARTIST_USAGE_COLUMNS}
        page={usage}
        rowKey={(row) => `${row.period}-${row.platform}-${row.territory}`}
        {...table}
        pagesLabel="Usage pages"
        cards
        loadingLabel="Loading usage"
        errorTitle="Unable to load the usage report"
        empty={{ title: 'No usage reported yet', description: 'Usage of your distributed releases appears here.' }}
      />
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
