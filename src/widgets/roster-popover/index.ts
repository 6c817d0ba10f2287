export { RosterPopover } from './ui/roster-popover';
export {
  $pendingRemoval,
  removalCancelled,
  removalConfirmed,
  removalRequested,
  removeArtistFx,
} from './model/remove-artist';
export type { RemovalTarget } from './model/remove-artist';
