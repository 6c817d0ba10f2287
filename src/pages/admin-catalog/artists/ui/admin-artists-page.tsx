import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ArtistFilterBar, ArtistTable, artistListQuerySchema, artistQueries } from '@/entities/artist';
import { VerifyArtistButton } from '@/features/verify-artist';
import { formatCountOf } from '@/shared/lib/money';
import { toApiQuery } from '@/shared/lib/list-query';
import { Button, errorMessageOf, pendingLine, ReportPage, toaster, useListTable } from '@/shared/ui';
import { downloadArtistsCsv } from '../api/export-artists';

/** `/admin/artists`: every artist, the filters of spec 1 §3, and a CSV export. */
export function AdminArtistsPage() {
  const { query, update, reset, isFiltered, filterCount, table } = useListTable(artistListQuerySchema);
  const artists = useQuery(artistQueries.list(toApiQuery(query)));
  // The table renders in a deferred pass, which React does in slices, not in the task that
  // delivered its rows (a synchronous render: tens of ms on a slow phone).
  const list = useDeferredValue(artists.data);
  // One request downloads the whole file: a button of its own, not the paged export's progress.
  const exportCsv = useMutation({
    mutationFn: () => downloadArtistsCsv({ search: query.search, isVerified: query.isVerified }),
    onSuccess: (filename) => toaster.create({ type: 'success', title: `Downloaded ${filename}` }),
    onError: (error) => toaster.create({ type: 'error', title: 'Export failed', description: errorMessageOf(error) }),
  });
  return (
    <ReportPage
      title="Artists"
      subtitle={list ? formatCountOf(list.total, 'artist', 'artists', { estimate: list.totalIsEstimate }) : pendingLine(!artists.isError)}
      actions={
        <>
          <Button variant="outline" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            Export CSV
          </Button>
          <VerifyArtistButton>Claim artist</VerifyArtistButton>
        </>
      }
      filters={<ArtistFilterBar query={query} onChange={(patch) => update(patch)} onReset={reset} isFiltered={isFiltered} filterCount={filterCount} />}
    >
      <ArtistTable
        page={{ ...artists, data: list, isPending: list === undefined && !artists.isError }}
        hrefOf={(artist) => `/dashboard/artists/${artist._id}`}
        {...table}
        pagesLabel="Artist pages"
        empty={{ title: 'No artists yet', description: 'Claimed and imported artists appear here.' }}
        filteredEmpty={{ title: 'No artists match these filters', description: 'Try a different search or clear the filters.' }}
      />
    </ReportPage>
  );
}
