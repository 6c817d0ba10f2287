import type { Queryable } from '../db/index.js';

const TTL_MS = 5 * 60_000;

/**
 * Cached figures per database (an exact count(*) over a large table per page is the slowest part
 * of a list): answered from memory for five minutes, or recomputed with `refresh`.
 */
const caches = new WeakMap<Queryable, Map<string, { value: unknown; at: number }>>();

export async function cached<T>(db: Queryable, key: string, refresh: boolean, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && !refresh && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await compute();
  if (cache.size > 5000) cache.clear();
  cache.set(key, { value, at: Date.now() });
  return value;
}

/** Forgets every cached figure whose key starts with `prefix` (all of them without one). */
export function invalidate(db: Queryable, prefix = ''): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
