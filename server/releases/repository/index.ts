/**
 * The release repository: all SQL over releases, their child rows, history, files and codes.
 * Services decide; these functions read and write.
 */
export { loadRelease } from './release-rows.js';
export { insertRelease, type NewRelease, updateReleaseValues } from './release-writes.js';
export {
  deleteReleaseRow,
  LOCK_MESSAGES,
  type LockedRelease,
  lockRelease,
  lockUnchanged,
  recordStatusChange,
  setReleaseStatus,
  setReviewNote,
  unownedKeys,
} from './release-status.js';
export {
  type CodeClaim,
  type CodeRefusal,
  nextNumber,
  numbersTaken,
  registerCode,
  retireCode,
  retireDetached,
  setReleaseUpc,
  setTrackIsrc,
  touchRelease,
  trackCodes,
  wasDelivered,
} from './release-codes.js';
