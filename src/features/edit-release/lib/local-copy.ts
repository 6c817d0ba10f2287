import type { DraftChanges } from './draft-changes';

/** Unsaved edits of a release survive a reload or a lost connection in this browser. */
const keyOf = (releaseId: string) => `royalty-desk.release-edits.${releaseId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLocalCopy(releaseId: string): DraftChanges {
  try {
    const text = storage()?.getItem(keyOf(releaseId));
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as DraftChanges) : {};
  } catch {
    return {};
  }
}

export function writeLocalCopy(releaseId: string, changes: DraftChanges): void {
  try {
    if (Object.keys(changes).length === 0) storage()?.removeItem(keyOf(releaseId));
    else storage()?.setItem(keyOf(releaseId), JSON.stringify(changes));
  } catch {
    // A full or blocked storage only loses the local copy; the server copy is still saved.
  }
}
