import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';

/** Catalogue totals for the admin landing page: one-row pages whose `total` is the figure. */
export const adminTotalsQueries = {
  catalog: (type: 'track' | 'album') =>
    queryOptions({
      queryKey: ['admin', 'catalog', 'total', type] as const,
      queryFn: async ({ signal }) =>
        (await unwrap(apiClient.GET('/admin/catalog', { params: { query: { type, limit: 1 } }, signal }))).total,
    }),
  /** Lines still unclaimed across every artist, and their estimated amount. */
  unclaimedRoyalties: () =>
    queryOptions({
      queryKey: ['admin', 'mlc', 'total', 'UNCLAIMED'] as const,
      queryFn: async ({ signal }) => {
        const page = await unwrap(
          apiClient.GET('/admin/mlc', { params: { query: { status: 'UNCLAIMED', limit: 1 } }, signal }),
        );
        return { count: page.total, estimatedAmount: page.totalEstimatedAmount };
      },
    }),
};
