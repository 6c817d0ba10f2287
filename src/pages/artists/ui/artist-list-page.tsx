import { useQuery } from '@tanstack/react-query';
import { ArtistFilterBar, ArtistTable, artistListQuerySchema, artistQueries } from '@/entities/artist';
import { toApiQuery } from '@/shared/lib/list-query';
import { formatCountOf } from '@/shared/lib/money';
import { PageHeader, surfaceStyles as s, useListTable } from '@/shared/ui';
import { artistPath } from '../lib/use-artist-id';

/** `/dashboard/artists`: the artist list, its query in the address (spec 1 §3, §5, §9). */
export function ArtistListPage() {
  const { query, update, reset, isFiltered, filterCount, table } = useListTable(artistListQuerySchema);
  const artists = useQuery(artistQueries.list(toApiQuery(query)));

  return (
    <div className={s.page}>
      <PageHeader title="Artists" subtitle={artists.data ? formatCountOf(artists.data.total, 'artist', 'artists', { estimate: artists.data.totalIsEstimate }) : 'Your roster'} />
      <ArtistFilterBar query={query} onChange={(patch) => update(patch)} onReset={reset} isFiltered={isFiltered} filterCount={filterCount} />
      <div aria-busy={artists.isPlaceholderData || undefined}>
        <ArtistTable
          page={artists}
          hrefOf={(artist) => artistPath(artist._id)}
          {...table}
          pagesLabel="Artist pages"
          empty={{ title: 'No artists yet', description: 'Artists on your roster appear here.' }}
          filteredEmpty={{ title: 'No artists match these filters', description: 'Try a different search or clear the filters.' }}
        />
      </div>
    </div>
  );
}
