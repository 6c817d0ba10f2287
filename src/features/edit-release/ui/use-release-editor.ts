import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { isOwnerEditable, releaseQueries, type Release, type ReleaseFieldError } from '@/entities/release';
import { isBrowserOnline, watchOnlineStatus } from '@/shared/lib/network';
import { savedValues, type DraftChanges } from '../lib/draft-changes';
import {
  $fieldErrors,
  $pending,
  $saveError,
  $saveState,
  connectionChanged,
  draftChanged,
  editorClosed,
  fieldErrorsReceived,
  flushRequested,
  releaseLoaded,
  releaseSaved,
  type SaveState,
} from '../model/autosave';

export interface ReleaseEditor {
  release: Release;
  /** The release as the user sees it: the server copy with the unsaved changes over it. */
  values: Required<DraftChanges>;
  editable: boolean;
  saveState: SaveState;
  saveError: string | null;
  fieldErrors: Readonly<Record<string, string>>;
  change: (changes: DraftChanges) => void;
  flush: () => void;
  showFieldErrors: (fields: readonly ReleaseFieldError[]) => void;
}

/**
 * Binds the autosave model to a loaded release: feeds it every fetched copy and the connection,
 * and puts every saved copy into the query cache (the other release queries are refetched).
 */
export function useReleaseEditor(release: Release): ReleaseEditor {
  const queryClient = useQueryClient();
  const [pending, saveState, saveError, fieldErrors] = useUnit([$pending, $saveState, $saveError, $fieldErrors]);
  const [loaded, change, online, flush, closed, showFieldErrors] = useUnit([
    releaseLoaded,
    draftChanged,
    connectionChanged,
    flushRequested,
    editorClosed,
    fieldErrorsReceived,
  ]);

  useEffect(() => {
    loaded(release);
  }, [loaded, release]);
  useEffect(() => {
    // The connection may have changed while no edit page listened.
    online(isBrowserOnline());
    return watchOnlineStatus(online);
  }, [online]);
  useEffect(
    () =>
      releaseSaved.watch((saved) => {
        queryClient.setQueryData(releaseQueries.detail(saved._id).queryKey, saved);
        void queryClient.invalidateQueries({ queryKey: releaseQueries.all(), predicate: (query) => query.queryKey[1] !== 'detail' });
      }),
    [queryClient],
  );
  // Leaving the page saves what is pending now; the local copy covers a save that does not arrive.
  useEffect(
    () => () => {
      flush();
      closed();
    },
    [flush, closed],
  );

  const values = useMemo(() => ({ ...savedValues(release), ...pending }) as Required<DraftChanges>, [release, pending]);
  return { release, values, editable: isOwnerEditable(release.status), saveState, saveError, fieldErrors, change, flush, showFieldErrors };
}
