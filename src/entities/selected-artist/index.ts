export {
  $pickedArtistId,
  $roster,
  $selectedArtist,
  $selectedArtistId,
  selectedArtistCleared,
  selectedArtistChanged,
  useSelectedArtist,
} from './model/selected-artist';
export type { SelectedArtistView } from './model/selected-artist';
export { reconcileSelection, rosterArtistIds } from './lib/roster';
export type { RosterArtist, RosterEntry } from './lib/roster';
export { SELECTED_ARTIST_STORAGE_KEY } from './config/storage-key';
export { rosterKeys, rosterQuery } from './api/roster-api';
