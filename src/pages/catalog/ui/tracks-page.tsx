import { useQuery } from '@tanstack/react-query';
import { INTEGRATIONS_PATH } from '@/entities/artist';
import { trackQueries } from '@/entities/track';
import { toApiQuery } from '@/shared/lib/list-query';
import { Link } from 'react-router';
import { DataTable, FilterBar, ListSearch, PageHeader, SelectFilter, surfaceStyles as s, tableStyles as t, useListTable } from '@/shared/ui';
import { TRACK_SORT_LABELS, tracksQuerySchema } from '../model/tracks-query';
import { ROSTER_TRACK_COLUMNS } from './roster-track-columns';

/** `/dashboard/tracks`: tracks across the roster. */
export function TracksPage() {
  const { query, update, table, filterBar } = useListTable(tracksQuerySchema);
  const tracks = useQuery(trackQueries.list(toApiQuery(query)));
  return (
    <div className={s.page}>
      <PageHeader title="Tracks" subtitle="Across your roster" />
      <FilterBar label="Filter tracks" {...filterBar} search={<ListSearch value={query.search} placeholder="Title or ISRC" onSearch={(search, options) => update({ search }, options)} />}>
        <SelectFilter label="Sort by" value={query.sortBy} labels={TRACK_SORT_LABELS} onChange={(sortBy) => update({ sortBy })} />
      </FilterBar>
      <DataTable
        label="Tracks"
        columns={ROSTER_TRACK_COLUMNS}
        page={tracks}
        rowKey={(track) => `${track.platform}-${track.id}`}
        rowProps={() => ({ 'data-testid': 'track-row' })}
        {...table}
        pagesLabel="Track pages"
        subject="tracks"
        cards
        empty={{
          title: 'No tracks yet',
          description: 'Tracks of the artists on your roster show here once an artist is verified on Spotify or Apple Music.',
          action: <Link className={t.link} to={INTEGRATIONS_PATH}>Go to integrations</Link>,
        }}
        filteredEmpty={{ title: `No tracks match “${query.search}”`, description: 'Check the spelling, or search by ISRC.' }}
      />
    </div>
  );
}
