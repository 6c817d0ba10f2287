import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  $selectedArtistId,
  rosterKeys,
  selectedArtistChanged,
  selectedArtistCleared,
  type RosterArtist,
} from '@/entities/selected-artist';
import { userReceived, type User } from '@/entities/session';
import { queryClient, toApiError, UNKNOWN_ERROR_MESSAGE } from '@/shared/api';
import { toaster } from '@/shared/ui';
import { requestRosterRemoval } from '../api/roster-api';

export interface RemovalTarget {
  id: string;
  name: string;
}

export const toRemovalTarget = (artist: RosterArtist): RemovalTarget => ({
  id: artist._id,
  name: artist.name ?? 'Artist',
});

/** The delete control was used: ask for confirmation. */
export const removalRequested = createEvent<RemovalTarget>();
export const removalCancelled = createEvent();
export const removalConfirmed = createEvent();

export interface RemovalRequest {
  target: RemovalTarget;
  /** The selection cleared for this removal (restored when it fails), or null. */
  clearedSelection: string | null;
}

export const removeArtistFx = createEffect<RemovalRequest, User>(({ target }) => requestRosterRemoval(target.id));
export const refreshRosterFx = createEffect(() => queryClient.invalidateQueries({ queryKey: rosterKeys.all }));
export const notifyRemovedFx = createEffect<RemovalTarget, void>((target) => {
  toaster.create({ type: 'success', title: `${target.name} removed from roster` });
});
export const notifyFailedFx = createEffect<unknown, void>((error) => {
  const apiError = toApiError(error);
  if (apiError.isCanceled) return;
  toaster.create({ type: 'error', title: apiError.message || UNKNOWN_ERROR_MESSAGE });
});

/** The artist waiting for confirmation (the dialog is open while set). */
export const $pendingRemoval = createStore<RemovalTarget | null>(null, { skipVoid: false })
  .on(removalRequested, (_, target) => target)
  .reset(removalCancelled, removeArtistFx.finally);
export const $removing = removeArtistFx.pending;
const confirmed = sample({
  clock: removalConfirmed,
  source: { target: $pendingRemoval, removing: $removing },
  filter: ({ target, removing }) => target !== null && !removing,
  fn: ({ target }) => target!,
});

// If it was the selected artist, the selection is cleared first (and restored on failure).
const removalStarted = sample({
  clock: confirmed,
  source: $selectedArtistId,
  fn: (selected, target): RemovalRequest => ({
    target,
    clearedSelection: selected === target.id ? selected : null,
  }),
});
sample({
  clock: removalStarted,
  filter: ({ clearedSelection }) => clearedSelection !== null,
  target: selectedArtistCleared,
});
sample({ clock: removalStarted, target: removeArtistFx });

sample({ clock: removeArtistFx.doneData, target: userReceived });
sample({ clock: removeArtistFx.done, target: refreshRosterFx });
sample({ clock: removeArtistFx.done, fn: ({ params }) => params.target, target: notifyRemovedFx });

sample({
  clock: removeArtistFx.fail,
  filter: ({ params }) => params.clearedSelection !== null,
  fn: ({ params }) => params.clearedSelection,
  target: selectedArtistChanged,
});
sample({ clock: removeArtistFx.failData, target: notifyFailedFx });
