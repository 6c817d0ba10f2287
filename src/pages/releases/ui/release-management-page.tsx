import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import {
  RELEASE_FILTER_LABELS,
  RELEASE_FORMAT_LABELS,
  RELEASE_FORMATS,
  RELEASE_SORT_LABELS,
  RELEASE_SORTS,
  RELEASE_STATUS_LABELS,
  releaseQueries,
  type ReleaseSummary,
} from '@/entities/release';
import { modalToggled } from '@/entities/general-store';
import { toApiQuery, useListQuery } from '@/shared/lib/list-query';
import {
  Button,
  EmptyState,
  ErrorState,
  ListSearch,
  NativeSelect,
  PageHeader,
  Pagination,
  TableSkeleton,
  surfaceStyles as s,
} from '@/shared/ui';
import { RELEASE_DISPLAY_STATUSES, RELEASE_FILTERS } from '../config/release-list';
import { releaseListQuerySchema } from '../model/release-list-query';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { ReleaseTable } from './release-table';

/** The value of the status select when the address asks for several statuses (it shows one). */
const SEVERAL = '__several__';

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
  const statusValue = query.status.length > 1 ? SEVERAL : (query.status[0] ?? '');

  return (
    <div className={s.page}>
      <PageHeader
        title="Release management"
        subtitle={total === undefined ? undefined : `${total.toLocaleString('en-US')} ${total === 1 ? 'release' : 'releases'}`}
        actions={createRelease}
      />
      <div className={s.filters} role="search" aria-label="Filter releases">
        <ListSearch value={query.search} placeholder="Title, artist or UPC" onSearch={(search, options) => update({ search }, options)} />
        <label className={s.label}>
          Show
          <NativeSelect
            value={query.filter ?? ''}
            onChange={(event) => update({ filter: (event.target.value || undefined) as (typeof RELEASE_FILTERS)[number] | undefined })}
          >
            <option value="">All releases</option>
            {RELEASE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {RELEASE_FILTER_LABELS[filter]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={s.label}>
          Status
          <NativeSelect
            value={statusValue}
            onChange={(event) => {
              const value = event.target.value as (typeof RELEASE_DISPLAY_STATUSES)[number] | '';
              update({ status: value ? [value] : [] });
            }}
          >
            <option value="">All statuses</option>
            {statusValue === SEVERAL && (
              <option value={SEVERAL} disabled>
                {query.status.map((status) => RELEASE_STATUS_LABELS[status]).join(', ')}
              </option>
            )}
            {RELEASE_DISPLAY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {RELEASE_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={s.label}>
          Format
          <NativeSelect
            value={query.format ?? ''}
            onChange={(event) => update({ format: (event.target.value || undefined) as (typeof RELEASE_FORMATS)[number] | undefined })}
          >
            <option value="">All formats</option>
            {RELEASE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {RELEASE_FORMAT_LABELS[format]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={s.label}>
          Sort by
          <NativeSelect value={query.sortBy} onChange={(event) => update({ sortBy: event.target.value as (typeof RELEASE_SORTS)[number] })}>
            {RELEASE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {RELEASE_SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {isFiltered && (
          <Button variant="ghost" onClick={reset}>
            Clear filters
          </Button>
        )}
      </div>
      {releases.isPending ? (
        <TableSkeleton columns={6} label="Loading releases" />
      ) : releases.isError ? (
        <ErrorState title="Unable to load your releases" error={releases.error} onRetry={() => void releases.refetch()} />
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
