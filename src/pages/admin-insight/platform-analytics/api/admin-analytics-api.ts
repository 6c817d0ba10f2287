import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';

export type AdminAnalytics = components['schemas']['AdminAnalytics'];
export type Granularity = AdminAnalytics['granularity'];

/** `GET /admin/analytics` (under `admin`, so a payout rate change refreshes the estimates). */
export const adminAnalyticsQuery = (query: { from: string; to: string; granularity: Granularity }) =>
  queryOptions({
    queryKey: ['admin', 'analytics', query] as const,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/analytics', { params: { query }, signal })),
    // The figures of the last period stay on screen while another one loads.
    placeholderData: keepPreviousData,
  });
