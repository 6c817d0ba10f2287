import {
  REFERENCE_DATA_CACHE_VERSION,
  REFERENCE_DATA_STALE_TIME,
  REFERENCE_DATA_STORAGE_PREFIX,
} from '../config/cache';

interface CacheEnvelope<T> {
  version: number;
  savedAt: number;
  data: T;
}

export interface CachedValue<T> {
  data: T;
  savedAt: number;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const referenceCacheKey = (name: string) => `${REFERENCE_DATA_STORAGE_PREFIX}.${name}`;

/** The cached list, when present, of the current version and not older than the stale time. */
export function readCachedList<T>(name: string, now = Date.now()): CachedValue<T[]> | undefined {
  try {
    const raw = browserStorage()?.getItem(referenceCacheKey(name));
    if (!raw) return undefined;
    const envelope = JSON.parse(raw) as Partial<CacheEnvelope<T[]>> | null;
    if (
      !envelope ||
      envelope.version !== REFERENCE_DATA_CACHE_VERSION ||
      typeof envelope.savedAt !== 'number' ||
      !Array.isArray(envelope.data) ||
      now - envelope.savedAt > REFERENCE_DATA_STALE_TIME
    ) {
      return undefined;
    }
    return { data: envelope.data, savedAt: envelope.savedAt };
  } catch {
    return undefined;
  }
}

export function writeCachedList<T>(name: string, data: T[], now = Date.now()): void {
  try {
    const envelope: CacheEnvelope<T[]> = { version: REFERENCE_DATA_CACHE_VERSION, savedAt: now, data };
    browserStorage()?.setItem(referenceCacheKey(name), JSON.stringify(envelope));
  } catch {
    // A full or blocked storage only loses the local copy.
  }
}
