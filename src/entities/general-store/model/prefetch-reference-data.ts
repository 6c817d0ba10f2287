import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '@/shared/lib/deferred';

async function prefetchReferenceData(queryClient: QueryClient): Promise<void> {
  const api = await import('../api/reference-data-api');
  void queryClient.prefetchQuery(api.dspSourcesQuery());
  void queryClient.prefetchQuery(api.distributionSourcesQuery());
  void queryClient.prefetchQuery(api.performanceRightsOrganizationsQuery());
}

/**
 * Warms the three cached lists once (the app shell calls it; failures stay silent). Nothing on a
 * page's first paint uses them: they, and their code, wait until the browser is idle after it.
 */
export function usePrefetchReferenceData(): void {
  const queryClient = useQueryClient();
  useEffect(() => whenIdle(() => void prefetchReferenceData(queryClient).catch(() => undefined)), [queryClient]);
}
