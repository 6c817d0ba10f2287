import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/index.js';
import { cached, catalogChanged, forget, invalidate, tellInvalidations } from './cache.js';

const database = () => ({}) as Queryable;

describe('cached', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a second call from memory until the entry is older than its time to live', async () => {
    vi.useFakeTimers();
    const db = database();
    const compute = vi.fn(async () => compute.mock.calls.length);
    expect(await cached(db, 'k', false, compute, { ttlMs: 1000 })).toBe(1);
    expect(await cached(db, 'k', false, compute, { ttlMs: 1000 })).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cached(db, 'k', false, compute, { ttlMs: 1000 })).toBe(2);
  });

  it('recomputes on refresh, and keeps databases apart', async () => {
    const [one, two] = [database(), database()];
    let runs = 0;
    const compute = async () => ++runs;
    await cached(one, 'k', false, compute);
    expect(await cached(one, 'k', true, compute)).toBe(2);
    expect(await cached(two, 'k', false, compute)).toBe(3);
  });

  it('lets concurrent misses of one key share a single computation', async () => {
    const db = database();
    let release!: (value: string) => void;
    const compute = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cached(db, 'k', false, compute), cached(db, 'k', false, compute)]);
    release('page');
    expect(await both).toEqual(['page', 'page']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failure', async () => {
    const db = database();
    await expect(cached(db, 'k', false, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached(db, 'k', false, async () => 'up')).toBe('up');
  });

  it('forgets by prefix; a catalogue change forgets pages, totals and searches but not the rest', async () => {
    const db = database();
    let runs = 0;
    const compute = async () => ++runs;
    for (const key of ['artists:page:1', 'artists:all', 'search:spotify:a%', 'rates']) await cached(db, key, false, compute);
    catalogChanged(db);
    expect(await cached(db, 'artists:page:1', false, compute)).toBe(5);
    expect(await cached(db, 'artists:all', false, compute)).toBe(6);
    expect(await cached(db, 'search:spotify:a%', false, compute)).toBe(7);
    expect(await cached(db, 'rates', false, compute)).toBe(4);
    invalidate(db);
    expect(await cached(db, 'rates', false, compute)).toBe(8);
  });

  it('tells what it forgets to the other instances, but not what they told it', async () => {
    const db = database();
    const told: string[][] = [];
    tellInvalidations(db, (prefixes) => told.push(prefixes));
    let runs = 0;
    const compute = async () => ++runs;
    await cached(db, 'artists:page:1', false, compute);
    await cached(db, 'session:u1:t1', false, compute);
    catalogChanged(db);
    invalidate(db, 'session:u1:');
    // One message for a catalogue change, however many prefixes it forgets.
    expect(told).toEqual([['artists:', 'search:'], ['session:u1:']]);
    await cached(db, 'rates', false, compute);
    forget(db, 'rates');
    expect(await cached(db, 'rates', false, compute)).toBe(4);
    expect(told).toHaveLength(2);
  });
});
