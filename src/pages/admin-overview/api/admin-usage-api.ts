import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';

export type AdminUsageRow = components['schemas']['AdminUsageRow'];
export type AdminUsageParams = NonNullable<operations['adminGetUsageReport']['parameters']['query']>;

/** The largest page the contract allows: the export fetches pages of this size. */
export const USAGE_EXPORT_LIMIT = 100;

const fetchUsage = (query: AdminUsageParams, signal?: AbortSignal) => unwrap(apiClient.GET('/admin/usage', { params: { query }, signal }));

export const adminUsageQueries = {
  /** `GET /admin/usage`: a page of usage rows (user, artist, month, platform, territory) with totals. */
  report: (query: AdminUsageParams) =>
    queryOptions({
      queryKey: ['admin', 'usage', query] as const,
      queryFn: ({ signal }) => fetchUsage(query, signal),
      placeholderData: keepPreviousData,
    }),
};

/** Page `page` of the rows matching `query`, for the export. */
export const usagePageFetcher = (query: AdminUsageParams) => (page: number, limit: number, signal?: AbortSignal) =>
  fetchUsage({ ...query, page, limit }, signal);
