import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { $user } from '@/entities/session/@x/selected-artist';
import { reconcileSelection, rosterArtistIds, type RosterArtist, type RosterEntry } from '../lib/roster';
import { readStoredSelection, writeStoredSelection } from '../lib/stored-selection';

/**
 * Picks an artist of the roster. `null` picks the first artist of the roster, or none
 * (spec 1 §4 "Selected artist").
 */
export const selectedArtistChanged = createEvent<string | null>();
/** Clears the selection without picking another artist (e.g. while that artist is removed). */
export const selectedArtistCleared = createEvent();
/** The user's roster changed (fed from the signed-in user; exported for tests and callers). */
export const rosterChanged = createEvent<readonly RosterEntry[]>();

/** The signed-in user's roster, as last seen. */
export const $roster = createStore<readonly RosterEntry[]>([], { skipVoid: false }).on(
  rosterChanged,
  (_, roster) => roster,
);
const $rosterIds = $roster.map((roster) => rosterArtistIds(roster));

/** The selected artist's id (an artist `_id`), kept in localStorage. */
export const $selectedArtistId = createStore<string | null>(readStoredSelection(), { skipVoid: false }).on(
  selectedArtistCleared,
  () => null,
);

/** The selected roster artist (id, name, image…), or null. */
export const $selectedArtist = combine($roster, $selectedArtistId, (roster, id): RosterArtist | null =>
  id === null ? null : (roster.find((entry) => entry._artist._id === id)?._artist ?? null),
);

export const writeSelectionFx = createEffect<string | null, void>((id) => writeStoredSelection(id));

sample({
  clock: selectedArtistChanged,
  source: $rosterIds,
  fn: (ids, id) => id ?? ids[0] ?? null,
  target: $selectedArtistId,
});

sample({
  clock: rosterChanged,
  source: $selectedArtistId,
  fn: (current, roster) => reconcileSelection(current, rosterArtistIds(roster)),
  target: $selectedArtistId,
});

// Only a signed-in user's roster counts: while the session is still loading (user null) the
// stored selection must survive until the roster is known.
sample({
  clock: $user,
  filter: (user) => user !== null,
  fn: (user) => user?.artists ?? [],
  target: rosterChanged,
});

sample({ clock: $selectedArtistId.updates, target: writeSelectionFx });

export interface SelectedArtistView {
  selectedArtistId: string | null;
  selectedArtist: RosterArtist | null;
  roster: readonly RosterEntry[];
  selectArtist: (id: string | null) => void;
}

/** The selection for components, bound to the current scope. */
export function useSelectedArtist(): SelectedArtistView {
  const { selectedArtistId, selectedArtist, roster, selectArtist } = useUnit({
    selectedArtistId: $selectedArtistId,
    selectedArtist: $selectedArtist,
    roster: $roster,
    selectArtist: selectedArtistChanged,
  });
  return { selectedArtistId, selectedArtist, roster, selectArtist };
}
