import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_DATA_STALE_TIME } from '../config/cache';
import { readCachedList, referenceCacheKey, writeCachedList } from './local-cache';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('reference data local cache', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('round-trips a list', () => {
    writeCachedList('pros', [{ name: 'BMI' }], 1000);
    expect(readCachedList('pros', 2000)).toEqual({ data: [{ name: 'BMI' }], savedAt: 1000 });
  });

  it('ignores another version, stale copies and garbage', () => {
    localStorage.setItem(referenceCacheKey('a'), JSON.stringify({ version: 0, savedAt: 1, data: [] }));
    expect(readCachedList('a', 2)).toBeUndefined();
    writeCachedList('b', [1], 0);
    expect(readCachedList('b', REFERENCE_DATA_STALE_TIME + 1)).toBeUndefined();
    localStorage.setItem(referenceCacheKey('c'), '{not json');
    expect(readCachedList('c')).toBeUndefined();
  });

  it('works without localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    writeCachedList('d', [1]);
    expect(readCachedList('d')).toBeUndefined();
  });
});
