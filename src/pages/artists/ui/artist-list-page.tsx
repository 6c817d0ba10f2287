import { useQuery } from '@tanstack/react-query';
import {
  ArtistFilterBar,
  ArtistTable,
  artistListQuerySchema,
  artistQueries,
} from '@/entities/artist';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { formatCountOf } from '@/shared/lib/money';
import { Button, EmptyState, ErrorState, PageHeader, Pagination, TableSkeleton, surfaceStyles as s } from '@/shared/ui';
import { artistPath } from '../lib/use-artist-id';

/** `/dashboard/artists`: the artist list, its query in the address (spec 1 §3, §5, §9). */
export function ArtistListPage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(artistListQuerySchema);
  const artists = useQuery(artistQueries.list(toApiQuery(query)));

  return (
    <div className={s.page}>
      <PageHeader
        title="Artists"
        subtitle={artists.data ? formatCountOf(artists.data.total, 'artist') : 'Your roster'}
      />
      <ArtistFilterBar
        query={query}
        onChange={(patch) => update(patch)}
        onReset={reset}
        isFiltered={isFiltered}
        filterCount={filterCount}
      />
      {artists.isPending ? (
        <TableSkeleton columns={6} label="Loading artists" />
      ) : artists.isError ? (
        <ErrorState title="Unable to load artists" error={artists.error} onRetry={() => void artists.refetch()} />
      ) : artists.data.items.length === 0 ? (
        <EmptyState
          title={isFiltered ? 'No artists match these filters' : 'No artists yet'}
          description={isFiltered ? 'Try a different search or clear the filters.' : 'Artists on your roster appear here.'}
          action={
            isFiltered && (
              <Button variant="outline" onClick={reset}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <div aria-busy={artists.isPlaceholderData || undefined}>
          <ArtistTable artists={artists.data.items} hrefOf={(artist) => artistPath(artist._id)} />
          <Pagination
            label="Artist pages"
            page={query.page}
            pageSize={query.limit}
            total={artists.data.total}
            onPageChange={(page) => update({ page })}
          />
        </div>
      )}
    </div>
  );
}
