import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { releaseQueries, type ReleaseSummary } from '@/entities/release';
import { modalToggled } from '@/entities/general-store';
import { toApiQuery } from '@/shared/lib/list-query';
import { Button, PageHeader, pendingLine, surfaceStyles as s, useListTable, usePageInRange } from '@/shared/ui';
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
  const { query, update, table, filterBar } = useListTable(releaseListQuerySchema);
  const releases = useQuery(releaseQueries.list(toApiQuery(query)));
  const openReleaseCreate = useOpenReleaseCreate();
  const [deleting, setDeleting] = useState<ReleaseSummary | null>(null);

  const total = releases.data?.total;
  // Deleting the last draft of the last page leaves it past the end.
  const page = usePageInRange(releases, query, update);
  const createRelease = <Button onClick={openReleaseCreate}>Create release</Button>;

  return (
    <div className={s.page}>
      <PageHeader
        title="Release management"
        subtitle={total === undefined ? pendingLine(releases.isPending) : `${total.toLocaleString('en-US')} ${total === 1 ? 'release' : 'releases'}`}
        actions={createRelease}
      />
      <ReleaseFilters query={query} update={update} filterBar={filterBar} />
      <ReleaseTable
        page={page}
        onDelete={setDeleting}
        {...table}
        pagesLabel="Release pages"
        errorTitle="Unable to load your releases"
        empty={{
          title: 'No releases yet',
          description: 'Create your first release: add the cover art, upload the audio and fill in the details. It stays a draft here until you submit it for review.',
          action: createRelease,
        }}
        filteredEmpty={{ title: 'No releases match these filters', description: 'Try another search, status or format.' }}
      />
      <DeleteDraftDialog release={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
