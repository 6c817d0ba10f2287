import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { EmailActivityListParams, EmailRangeParams } from './email-types';

/** Analytics and the event feed (`/admin/email/analytics…`, `/list-analytics…`, `/activity`). */
export const emailAnalyticsQueries = {
  all: () => ['admin-email', 'analytics'] as const,
  overview: (query: EmailRangeParams = {}) =>
    queryOptions({
      queryKey: [...emailAnalyticsQueries.all(), 'overview', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/email/analytics', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  campaign: (campaignId: string) =>
    queryOptions({
      queryKey: [...emailAnalyticsQueries.all(), 'campaign', campaignId] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/admin/email/analytics/{campaignId}', { params: { path: { campaignId } }, signal })),
    }),
  lists: (query: EmailRangeParams = {}) =>
    queryOptions({
      queryKey: [...emailAnalyticsQueries.all(), 'lists', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/email/list-analytics', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  list: (listId: string, query: EmailRangeParams = {}) =>
    queryOptions({
      queryKey: [...emailAnalyticsQueries.all(), 'list', listId, query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/admin/email/list-analytics/{listId}', { params: { path: { listId }, query }, signal })),
      placeholderData: keepPreviousData,
    }),
  activity: (query: EmailActivityListParams) =>
    queryOptions({
      queryKey: ['admin-email', 'activity', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/email/activity', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
};
