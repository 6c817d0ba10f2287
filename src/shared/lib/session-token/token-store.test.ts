import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, createTokenStore } from './token-store';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('token store', () => {
  it('uses the product-specific key', () => {
    expect(TOKEN_STORAGE_KEY).toBe('royalty-desk.token');
  });

  it('reads the persisted token, sets and clears it', () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: 'persisted' });
    const store = createTokenStore(storage);
    expect(store.get()).toBe('persisted');
    store.set('next');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('next');
    expect(store.get()).toBe('next');
    store.clear();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBeNull();
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createTokenStore(memoryStorage());
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.set('a');
    store.clear();
    off();
    store.set('b');
    expect(listener.mock.calls).toEqual([['a'], [null]]);
  });

  it('works in memory when storage is missing or throws', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    for (const storage of [null, broken]) {
      const store = createTokenStore(storage);
      store.set('t');
      expect(store.get()).toBe('t');
    }
  });
});
