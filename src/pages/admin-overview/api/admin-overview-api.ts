import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';

export type AdminOverview = components['schemas']['AdminOverview'];

/** `GET /admin/overview`: the admin dashboard's headline figures (under `admin`, so a rate change refreshes them). */
export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/overview', { signal })),
  });
