import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCachesAndReload } from './clear-caches-and-reload';

function fakeCaches(names: string[]) {
  const store = new Set(names);
  return {
    store,
    keys: vi.fn(async () => [...store]),
    delete: vi.fn(async (name: string) => store.delete(name)),
  } as unknown as CacheStorage & { store: Set<string> };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clearCachesAndReload', () => {
  it('deletes every cache, then reloads', async () => {
    const caches = fakeCaches(['workbox-precache-v2', 'images']);
    const reload = vi.fn();
    await clearCachesAndReload({ cacheStorage: caches, reload });
    expect(caches.store.size).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('uses the global caches and location by default', async () => {
    const caches = fakeCaches(['a']);
    const reload = vi.fn();
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('location', { reload });
    await clearCachesAndReload();
    expect(caches.store.size).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads when Cache Storage is absent or fails', async () => {
    const reload = vi.fn();
    await clearCachesAndReload({ cacheStorage: undefined, reload });
    const broken = { keys: () => Promise.reject(new Error('SecurityError')) } as unknown as CacheStorage;
    await clearCachesAndReload({ cacheStorage: broken, reload });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
