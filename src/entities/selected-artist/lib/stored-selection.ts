import { SELECTED_ARTIST_STORAGE_KEY } from '../config/storage-key';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage access can throw (privacy mode, sandboxed frames).
    return null;
  }
}

/** The stored selected artist id, or null. */
export function readStoredSelection(): string | null {
  try {
    const value = browserStorage()?.getItem(SELECTED_ARTIST_STORAGE_KEY);
    return value ? value : null;
  } catch {
    return null;
  }
}

/** Stores (or, for null, forgets) the selected artist id. */
export function writeStoredSelection(id: string | null): void {
  try {
    const storage = browserStorage();
    if (!storage) return;
    if (id === null) storage.removeItem(SELECTED_ARTIST_STORAGE_KEY);
    else storage.setItem(SELECTED_ARTIST_STORAGE_KEY, id);
  } catch {
    // A full or blocked storage only loses persistence.
  }
}
