import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { releaseQueries, type ReleaseSummary } from '@/entities/release';
import { modalToggled } from '@/entities/general-store';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import { Button, EmptyState, ErrorState, PageHeader, Pagination, pendingLine, TableSkeleton, surfaceStyles as s } from '@/shared/ui';
import { releaseListQuerySchema } from '../model/release-list-query';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { ReleaseFilters } from './release-filters';
import { ReleaseTable } from './release-table';

/** Opens the Create Release wizard through the shared modal flag (spec 2 §2: releaseCreate). */
function useOpenReleaseCreate() {
  const toggle = useUnit(modalToggled);
  return () => toggle({ key: 'releaseCreate', open: true });
}

/** `/dashboard/releases/management`: the user's releases with their status; search, filter, sort, delete drafts. */
export function ReleaseManagementPage() {
  const { query, update, reset, isFiltered } = useListQuery(releaseListQuerySchema);
  const releases = useQuery(releaseQueries.list(toApiQuery(query)));
  const openReleaseCreate = useOpenReleaseCreate();
  const [deleting, setDeleting] = useState<ReleaseSummary | null>(null);

  const total = releases.data?.total;
  const lastPage = total === undefined ? 1 : Math.max(1, Math.ceil(total / query.limit));
  // A page past the end (the last draft of the last page deleted, an old link): go to the last one.
  useEffect(() => {
    if (releases.isSuccess && !releases.isPlaceholderData && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [releases.isSuccess, releases.isPlaceholderData, query.page, lastPage, update]);

  // Sort and page size change the order, not what is listed: they do not make a user's list "filtered".
  const narrowed = Boolean(query.search || query.filter || query.format || query.status.length > 0);
  const createRelease = <Button onClick={openReleaseCreate}>Create release</Button>;

  return (
    <div className={s.page}>
      <PageHeader
        title="Release management"
        subtitle={total === undefined ? pendingLine(releases.isPending) : `${total.toLocaleString('en-US')} ${total === 1 ? 'release' : 'releases'}`}
        actions={createRelease}
      />
      <ReleaseFilters query={query} update={update} reset={reset} isFiltered={isFiltered} />
      {releases.isPending ? (
        <TableSkeleton columns={6} label="Loading releases" />
      ) : releases.isError ? (
        <ErrorState title="Unable to load your releases" error={releases.error} onRetry={() => void releases.refetch()} />
      ) : query.page > lastPage ? (
        <TableSkeleton columns={6} label="Loading releases" />
      ) : releases.data.items.length === 0 ? (
        narrowed ? (
          <EmptyState
            title="No releases match these filters"
            description="Try another search, status or format."
            action={
              <Button variant="outline" onClick={reset}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No releases yet"
            description="Create your first release: add the cover art, upload the audio and fill in the details. It stays a draft here until you submit it for review."
            action={createRelease}
          />
        )
      ) : (
        <>
          <ReleaseTable releases={releases.data.items} onDelete={setDeleting} />
          <Pagination label="Release pages" page={query.page} pageSize={query.limit} total={releases.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
      <DeleteDraftDialog release={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
