import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { registerQueryClient } from './query-client-registry';

/** Data-query cache defaults (spec 2 §9): gcTime 300 s, staleTime 120 s, retry 1, no refetch on focus. */
export const queryClientDefaultOptions = {
  queries: {
    gcTime: 300_000,
    staleTime: 120_000,
    retry: 1,
    refetchOnWindowFocus: false,
  },
} as const satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaultOptions });
}

/** The app's one query client (also for Effector effects that invalidate or clear queries). */
export const queryClient = createQueryClient();
registerQueryClient(queryClient);
