import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { $user } from '@/entities/session/@x/selected-artist';
import { preferredArtistIds, reconcileSelection, type RosterArtist, type RosterEntry } from '../lib/roster';
import { readStoredSelection, writeStoredSelection } from '../lib/stored-selection';

/**
 * Picks an artist of the roster. `null` picks the first artist of the roster, or none
 * (spec 1 §4 "Selected artist").
 */
export const selectedArtistChanged = createEvent<string | null>();
/**
 * Clears the selection without picking another artist (e.g. while that artist is removed): no
 * artist is selected until the roster changes or an artist is picked.
 */
export const selectedArtistCleared = createEvent();

/**
 * The signed-in user's roster, or null while nobody is signed in (session loading, signed out).
 *
 * Derived from the session rather than fed by its updates: this model is part of lazily loaded
 * chunks (the signed-in layouts, presence), so it may come alive after the session has settled,
 * e.g. on a guest page that redirects to `/dashboard`. An update it was not there to hear would
 * leave the roster empty; a derived store is computed from the session as it is now.
 */
const $knownRoster = $user.map((user): readonly RosterEntry[] | null => user?.artists ?? null);

/** The signed-in user's roster (empty while nobody is signed in). */
export const $roster = $knownRoster.map((roster) => roster ?? []);

/**
 * The artist id the user picked, as stored in localStorage (`null`: the first of the roster).
 * `$selectedArtistId` is this pick checked against the roster; it follows that result.
 */
export const $pickedArtistId = createStore<string | null>(readStoredSelection(), { skipVoid: false }).on(
  selectedArtistChanged,
  (_, id) => id,
);

/** Set by `selectedArtistCleared`, until the roster changes or an artist is picked. */
const $cleared = createStore(false)
  .on(selectedArtistCleared, () => true)
  .reset(selectedArtistChanged, $knownRoster.updates);

/**
 * The selected artist's id (an artist `_id` of the roster), or null. Spec 1 §4: the pick while it
 * is on the roster, else the first artist (the first verified one, if any), else none. While the roster is not known yet (session
 * loading) the stored pick stands, so it survives until the roster arrives.
 */
export const $selectedArtistId = combine(
  $knownRoster,
  $pickedArtistId,
  $cleared,
  (roster, picked, cleared): string | null => {
    if (cleared) return null;
    if (roster === null) return picked;
    return reconcileSelection(picked, preferredArtistIds(roster));
  },
);

/** The selected roster artist (id, name, image…), or null. */
export const $selectedArtist = combine($roster, $selectedArtistId, (roster, id): RosterArtist | null =>
  id === null ? null : (roster.find((entry) => entry._artist._id === id)?._artist ?? null),
);

export const writeSelectionFx = createEffect<string | null, void>((id) => writeStoredSelection(id));

// What the user sees selected becomes the pick (a selection that left the roster gives way to
// the first artist for good, a cleared one to the first artist of the next roster), and is stored.
$pickedArtistId.on($selectedArtistId.updates, (_, id) => id);
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
