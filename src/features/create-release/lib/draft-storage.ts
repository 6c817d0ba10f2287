import type { AudioUpload } from '@/entities/release';
import type { AudioFacts } from '@/shared/ui/audio-preview';
import type { DraftFields } from '../model/details-schema';
import type { CoverInfo, CoverReason } from '@/entities/release';

export type WizardStep = 0 | 1 | 2 | 3;

export type CoverCheck =
  | { status: 'idle' }
  | { status: 'checking'; info: CoverInfo | null }
  /** `uploadId`: the checked cover upload the draft names (`coverUpload`); none after a reload (the file is sent instead). */
  | { status: 'valid'; info: CoverInfo; uploadId?: string }
  | { status: 'invalid'; info: CoverInfo | null; reasons: CoverReason[]; message: string };

/** What is kept of the wizard between reloads (the cover file itself goes to IndexedDB). */
export interface StoredDraft {
  version: 1;
  savedAt: number;
  step: WizardStep;
  fields: DraftFields;
  coverCheck: CoverCheck;
  audio: AudioUpload | null;
  audioName: string | null;
  audioFacts: AudioFacts | null;
  duration: number | null;
}

export interface RestoredDraft extends StoredDraft {
  cover: File | null;
}

const keyOf = (userId: string) => `royalty-desk.release-wizard.${userId}`;
const DB_NAME = 'royalty-desk-drafts';
const STORE = 'files';

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

interface StoredCover {
  blob: Blob;
  name: string;
  type: string;
  lastModified: number;
}

/** Keeps the draft's fields (localStorage: small, written as the user types). */
export function saveDraft(userId: string, draft: Omit<StoredDraft, 'version' | 'savedAt'>): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify({ ...draft, version: 1, savedAt: Date.now() } satisfies StoredDraft));
  } catch (error) {
    console.warn('Release draft: could not be kept on this device', error);
  }
}

/** Keeps the cover file (IndexedDB: files cannot go in localStorage); `null` forgets it. */
export async function saveDraftCover(userId: string, file: File | null): Promise<void> {
  try {
    if (file) {
      const cover: StoredCover = { blob: file, name: file.name, type: file.type, lastModified: file.lastModified };
      await withStore('readwrite', (store) => store.put(cover, keyOf(userId)));
    } else await withStore('readwrite', (store) => store.delete(keyOf(userId)));
  } catch (error) {
    console.warn('Release draft: the cover could not be kept on this device', error);
  }
}

export async function loadDraft(userId: string): Promise<RestoredDraft | null> {
  let draft: StoredDraft | null = null;
  try {
    const text = localStorage.getItem(keyOf(userId));
    draft = text ? (JSON.parse(text) as StoredDraft) : null;
  } catch {
    draft = null;
  }
  if (!draft || draft.version !== 1) return null;
  let cover: File | null = null;
  try {
    const stored = (await withStore<StoredCover>('readonly', (store) => store.get(keyOf(userId)) as IDBRequest<StoredCover>)) ?? null;
    if (stored) cover = new File([stored.blob], stored.name, { type: stored.type, lastModified: stored.lastModified });
  } catch {
    cover = null;
  }
  // Without its file, a cover's check means nothing.
  return cover ? { ...draft, cover } : { ...draft, cover: null, coverCheck: { status: 'idle' }, step: 0 };
}

export async function clearDraft(userId: string): Promise<void> {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // nothing kept
  }
  await saveDraftCover(userId, null);
}
