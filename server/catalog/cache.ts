import type { Queryable } from '../db/index.js';

const DEFAULT_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  value: Promise<unknown>;
  at: number;
  ttlMs: number;
}

/**
 * Figures and pages cached per database handle (an exact count(*) over a large table, or a page
 * query on the single-threaded embedded database, costs milliseconds; a hit costs microseconds).
 * Entries live `ttlMs` (five minutes by default), `refresh` recomputes, concurrent misses of one
 * key share one computation, and the oldest entries give way beyond 20,000.
 */
const caches = new WeakMap<Queryable, Map<string, Entry>>();

export async function cached<T>(
  db: Queryable,
  key: string,
  refresh: boolean,
  compute: () => Promise<T>,
  { ttlMs = DEFAULT_TTL_MS }: { ttlMs?: number } = {},
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && !refresh && Date.now() - hit.at < hit.ttlMs) return hit.value as Promise<T>;
  const value = compute();
  const entry: Entry = { value, at: Date.now(), ttlMs };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // A failure is not remembered: the next call tries again.
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Where the invalidations of a database's cache are told to the other instances sharing it. */
const tellers = new WeakMap<Queryable, (prefixes: string[]) => void>();

/** From now on every `invalidate` of `db`'s cache is also passed to `tell` (see `shareInvalidations`). */
export function tellInvalidations(db: Queryable, tell: (prefixes: string[]) => void): void {
  tellers.set(db, tell);
}

/**
 * Forgets every cached figure whose key starts with one of `prefixes` (all of them without one),
 * here and, when the database is shared, on every other instance (told once for all of them).
 */
export function invalidate(db: Queryable, ...prefixes: string[]): void {
  const forgotten = prefixes.length > 0 ? prefixes : [''];
  forget(db, ...forgotten);
  tellers.get(db)?.(forgotten);
}

/** Forgets in this process only: what another instance told (`invalidate`). */
export function forget(db: Queryable, ...prefixes: string[]): void {
  const cache = caches.get(db);
  if (!cache) return;
  const forgotten = prefixes.length > 0 ? prefixes : [''];
  for (const key of cache.keys()) if (forgotten.some((prefix) => key.startsWith(prefix))) cache.delete(key);
}

/** After a write to artists or rosters: list pages, totals and search results are recomputed. */
export function catalogChanged(db: Queryable): void {
  invalidate(db, 'artists:', 'search:');
}
