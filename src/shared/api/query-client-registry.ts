import type { QueryClient } from '@tanstack/react-query';

// The app's query client once `query-client.ts` has run: the gate provides it from then on,
// without importing that module (React Query's code) into a guest page's first load.

let current: QueryClient | undefined;
const listeners = new Set<() => void>();

/** Called once by `query-client.ts` when the app's client exists. */
export function registerQueryClient(client: QueryClient): void {
  current = client;
  for (const listener of listeners) listener();
}

export const currentQueryClient = (): QueryClient | undefined => current;

export function subscribeToQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
