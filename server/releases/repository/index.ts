/**
 * The release repository: all SQL over releases, their child rows, history, files and codes.
 * Services decide; these functions read and write. (identifiers/codes.ts reaches release-codes.ts
 * directly: the writes here call it, so going through this index would make a circle.)
 */
export { loadRelease } from './release-rows.js';
export { insertRelease, updateReleaseValues } from './release-writes.js';
export { recordStatusChange } from './release-history.js';
export { deleteReleaseRow, lockRelease, lockUnchanged, setReleaseStatus, unownedKeys } from './release-status.js';
export { registerCode, retireCode, setReleaseUpc, setTrackIsrc, touchRelease, trackCodes, wasDelivered } from './release-codes.js';
