import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ArtistFilterBar, ArtistTable, artistListQuerySchema, artistQueries } from '@/entities/artist';
import { VerifyArtistButton } from '@/features/verify-artist';
import { formatCountOf } from '@/shared/lib/money';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  Pagination,
  pendingLine,
  TableSkeleton,
  errorMessageOf,
  surfaceStyles as s,
  toaster,
} from '@/shared/ui';
import { downloadArtistsCsv } from '../api/export-artists';

/** `/admin/artists`: every artist, the filters of spec 1 §3, and a CSV export. */
export function AdminArtistsPage() {
  const { query, update, reset, isFiltered, filterCount } = useListQuery(artistListQuerySchema);
  const artists = useQuery(artistQueries.list(toApiQuery(query)));
  // The table renders in a deferred pass, which React does in slices, not in the task that
  // delivered its rows (a synchronous render: tens of ms on a slow phone).
  const list = useDeferredValue(artists.data);
  const exportCsv = useMutation({
    mutationFn: () => downloadArtistsCsv({ search: query.search, isVerified: query.isVerified }),
    onSuccess: (filename) => toaster.create({ type: 'success', title: `Downloaded ${filename}` }),
    onError: (error) => toaster.create({ type: 'error', title: 'Export failed', description: errorMessageOf(error) }),
  });
  return (
    <div className={s.page}>
      <PageHeader
        title="Artists"
        subtitle={list ? formatCountOf(list.total, 'artist') : pendingLine(!artists.isError)}
        actions={
          <>
            <Button variant="outline" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
              Export CSV
            </Button>
            <VerifyArtistButton>Claim artist</VerifyArtistButton>
          </>
        }
      />
      <ArtistFilterBar
        query={query}
        onChange={(patch) => update(patch)}
        onReset={reset}
        isFiltered={isFiltered}
        filterCount={filterCount}
      />
      {artists.isError ? (
        <ErrorState title="Unable to load artists" error={artists.error} onRetry={() => void artists.refetch()} />
      ) : list === undefined ? (
        <TableSkeleton columns={6} label="Loading artists" />
      ) : list.items.length === 0 ? (
        <EmptyState
          title={isFiltered ? 'No artists match these filters' : 'No artists yet'}
          description={isFiltered ? 'Try a different search or clear the filters.' : 'Claimed and imported artists appear here.'}
          action={
            isFiltered && (
              <Button variant="outline" onClick={reset}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <>
          <ArtistTable artists={list.items} hrefOf={(artist) => `/dashboard/artists/${artist._id}`} />
          <Pagination label="Artist pages" page={query.page} pageSize={query.limit} total={list.total} onPageChange={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
