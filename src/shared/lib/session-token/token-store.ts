/**
 * The one place the bearer token lives on the client.
 *
 * Only the token is persisted (spec 1 §4 "Only the token is persisted locally, under a
 * product-specific key"). Storage failures (private mode, quota, no `localStorage` in Node) fall
 * back to memory so the app keeps working for the current tab.
 */
export const TOKEN_STORAGE_KEY = 'royalty-desk.token';

export type TokenListener = (token: string | null) => void;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Called after every change (set or clear); returns an unsubscribe function. */
  subscribe(listener: TokenListener): () => void;
}

function getStorage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function createTokenStore(storage: Storage | null = getStorage(), key = TOKEN_STORAGE_KEY): TokenStore {
  let memory: string | null = null;
  try {
    memory = storage?.getItem(key) ?? null;
  } catch {
    memory = null;
  }
  const listeners = new Set<TokenListener>();

  const write = (token: string | null) => {
    memory = token;
    try {
      if (token === null) storage?.removeItem(key);
      else storage?.setItem(key, token);
    } catch {
      // keep the in-memory copy only
    }
    for (const listener of [...listeners]) listener(token);
  };

  return {
    get: () => memory,
    set: (token) => write(token),
    clear: () => write(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app-wide token store (browser: backed by localStorage under `royalty-desk.token`). */
export const tokenStore: TokenStore = createTokenStore();
