import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { adminReleaseMutations, adminReleaseQueries, type AdminReleaseSummary, type BulkResult } from '@/entities/release';
import { formatCountOf } from '@/shared/lib/money';
import { useListQuery } from '@/shared/lib/list-query';
import { Button, PageHeader, errorMessageOf, surfaceStyles as s, toaster, usePageInRange } from '@/shared/ui';
import { summarizeBulkResult, type BulkSummary } from '../lib/bulk-summary';
import { distributionQuerySchema, isNarrowed, toAdminListParams, type DistributionQuery } from '../model/distribution-query';
import { BulkBar, type BulkAction } from './bulk-bar';
import { BulkSummaryPanel } from './bulk-summary-panel';
import { DistributionFilters, DistributionViews } from './distribution-filters';
import { DistributionTable, type RowActions } from './distribution-table';

// The bulk dialogs (forms with Conform and Zod) come with the deferred chunk, asked for once a release is selected.
const BulkDialogs = lazy(() => import('./deferred').then((module) => ({ default: module.BulkDialogs })));

const BULK_ACTION_NAMES: Readonly<Record<BulkAction, string>> = {
  status: 'Change status',
  codes: 'Assign codes',
  delivery: 'Send to delivery',
  delete: 'Delete',
};

/** Everything "Clear filters" clears: the view, sort and page stay. */
const NO_FILTERS: Partial<DistributionQuery> = {
  search: undefined,
  status: [],
  format: undefined,
  tags: [],
  releaseDateFrom: undefined,
  releaseDateTo: undefined,
  userId: undefined,
  artistId: undefined,
};

type Selection = ReadonlyMap<string, AdminReleaseSummary>;

/** Selected releases by id (kept across pages and filters, with the row as it was shown). */
function useSelection() {
  const [selected, setSelected] = useState<Selection>(new Map());
  const toggle = useCallback((releases: readonly AdminReleaseSummary[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const release of releases) {
        if (on) next.set(release._id, release);
        else next.delete(release._id);
      }
      return next;
    });
  }, []);
  const drop = useCallback((ids: readonly string[]) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected, toggle, drop, clear };
}

/** The row menu's one-release moves, as bulk calls with one id; the outcome is a toast. */
function useRowActions(): RowActions {
  const queryClient = useQueryClient();
  const { mutateAsync: setStatus } = useMutation(adminReleaseMutations.bulkStatus(queryClient));
  const { mutateAsync: assignTags } = useMutation(adminReleaseMutations.bulkTags(queryClient));

  return useMemo(() => {
    const run = async (release: AdminReleaseSummary, call: () => Promise<BulkResult>, done: string, failed: string) => {
      try {
        const result = await call();
        const failure = result.failed.find((entry) => entry.releaseId === release._id);
        if (failure) toaster.create({ type: 'error', title: failed, description: failure.message });
        else toaster.create({ type: 'success', title: done });
      } catch (error) {
        toaster.create({ type: 'error', title: failed, description: errorMessageOf(error) });
      }
    };
    return {
      approve: (release) =>
        void run(release, () => setStatus({ releaseIds: [release._id], status: 'APPROVED' }), `“${release.title}” approved`, `Could not approve “${release.title}”`),
      assignUpc: (release) =>
        void run(
          release,
          () => assignTags({ releaseIds: [release._id], assignUPCs: true, assignISRCs: false }),
          `UPC assigned to “${release.title}”`,
          `Could not assign a UPC to “${release.title}”`,
        ),
      assignIsrcs: (release) =>
        void run(
          release,
          () => assignTags({ releaseIds: [release._id], assignUPCs: false, assignISRCs: true }),
          `ISRCs assigned to the tracks of “${release.title}”`,
          `Could not assign ISRCs to “${release.title}”`,
        ),
    };
  }, [setStatus, assignTags]);
}

/** Names the owner or artist an address narrowed the queue to, with a way back to everyone's. */
function ScopeNotes({ query, rows, update }: { query: DistributionQuery; rows: readonly AdminReleaseSummary[]; update: (patch: Partial<DistributionQuery>) => void }) {
  if (!query.userId && !query.artistId) return null;
  const owner = rows.find((release) => release.owner._id === query.userId)?.owner;
  const artist = rows.find((release) => release.primaryArtists.some((entry) => entry.artistId === query.artistId));
  const artistName = artist?.primaryArtists.find((entry) => entry.artistId === query.artistId)?.name;
  return (
    <>
      {query.userId && (
        <>
          <span>Only the releases of {owner ? `${owner.name} (${owner.email})` : 'one owner'}.</span>
          <Button variant="ghost" size="sm" onClick={() => update({ userId: undefined })}>
            Show every owner
          </Button>
        </>
      )}
      {query.artistId && (
        <>
          <span>Only the releases of {artistName ?? 'one catalogue artist'}.</span>
          <Button variant="ghost" size="sm" onClick={() => update({ artistId: undefined })}>
            Show every artist
          </Button>
        </>
      )}
    </>
  );
}

/** `/admin/distribution`: the release moderation queue, with filters in the address, bulk actions and per-row actions. */
export function AdminDistributionPage() {
  const { query, update } = useListQuery(distributionQuerySchema);
  const releases = useQuery({
    ...adminReleaseQueries.list(toAdminListParams(query)),
    // Releases handed to the partner move on its receipts: the page is polled while one waits (DESIGN §6).
    refetchInterval: (current) => (current.state.data?.items.some((release) => release.deliveryStatus === 'SENT') ? 5000 : false),
  });
  const { selected, toggle, drop, clear } = useSelection();
  const [dialog, setDialog] = useState<BulkAction | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const rowActions = useRowActions();

  const total = releases.data?.total;
  // Releases moved out of the view can leave the page past the end.
  const page = usePageInRange(releases, query, update);

  const narrowed = isNarrowed(query);
  const clearFilters = () => update(NO_FILTERS);
  const chosen = [...selected.values()];
  const rows = releases.data?.items ?? [];

  const finish = (action: BulkAction, result: BulkResult) => {
    const titles = new Map(chosen.map((release) => [release._id, release.title]));
    setSummary(summarizeBulkResult(BULK_ACTION_NAMES[action], result, (id) => titles.get(id)));
    drop(result.succeeded);
    setDialog(null);
  };
  const dialogProps = (action: BulkAction) => ({
    open: dialog === action,
    releases: chosen,
    onClose: () => setDialog(null),
    onDone: (result: BulkResult) => finish(action, result),
  });

  return (
    <div className={s.page}>
      <PageHeader
        title="Distribution"
        subtitle={total === undefined ? 'Review, identify and deliver releases.' : formatCountOf(total, 'release')}
      />
      <DistributionViews view={query.view} update={update} />
      <DistributionFilters
        query={query}
        update={update}
        clear={clearFilters}
        narrowed={narrowed}
        scope={query.userId || query.artistId ? <ScopeNotes query={query} rows={rows} update={update} /> : undefined}
      />
      {summary && <BulkSummaryPanel summary={summary} onDismiss={() => setSummary(null)} />}
      {selected.size > 0 && <BulkBar count={selected.size} onAction={setDialog} onClear={clear} />}
      <DistributionTable
        page={page}
        pagination={{ page: query.page, pageSize: query.limit, onPageChange: (page) => update({ page }), label: 'Release pages' }}
        isSelected={(id) => selected.has(id)}
        onSelect={toggle}
        actions={rowActions}
        filtered={narrowed}
        onClearFilters={clearFilters}
        errorTitle="Unable to load the releases"
        filteredEmpty={{ title: 'No releases match these filters', description: 'Try another search, status, format or date.' }}
        empty={
          query.view === 'review'
            ? {
                title: 'Nothing waits for review',
                description: 'Releases their owners send for review appear here, the longest waiting first.',
                action: (
                  <Button variant="outline" onClick={() => update({ view: 'all', sortBy: undefined, sortDirection: undefined })}>
                    Show all releases
                  </Button>
                ),
              }
            : { title: 'No releases yet', description: 'Releases appear here as soon as their owners create them.' }
        }
      />
      {(selected.size > 0 || dialog !== null) && (
        <Suspense fallback={null}>
          <BulkDialogs dialogProps={dialogProps} />
        </Suspense>
      )}
    </div>
  );
}
