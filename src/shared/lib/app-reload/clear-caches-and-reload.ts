export interface ReloadDeps {
  /** Cache Storage; absent on insecure origins and in some browsers. */
  cacheStorage?: CacheStorage | undefined;
  reload?: () => void;
}

/** Reloads the page (the generic error screen's "Refresh Page"). */
export function reloadPage(): void {
  globalThis.location.reload();
}

/**
 * Deletes every Cache Storage cache (the service worker's precache included), then reloads, so
 * the next load fetches the newest version of the app (the new-version screen's "Refresh Page").
 * Cache failures never block the reload.
 */
export async function clearCachesAndReload({
  cacheStorage = typeof globalThis.caches === 'undefined' ? undefined : globalThis.caches,
  reload = reloadPage,
}: ReloadDeps = {}): Promise<void> {
  try {
    if (cacheStorage) {
      const keys = await cacheStorage.keys();
      await Promise.all(keys.map((key) => cacheStorage.delete(key)));
    }
  } catch {
    // a failed cache purge must not keep the user on the error screen
  } finally {
    reload();
  }
}
