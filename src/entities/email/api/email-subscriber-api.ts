import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { EmailSubscriberListParams, EmailSubscriberUpdate } from './email-types';

/** Subscribers (`/admin/email/subscribers…`). */
export const emailSubscriberQueries = {
  all: () => ['admin-email', 'subscribers'] as const,
  list: (query: EmailSubscriberListParams) =>
    queryOptions({
      queryKey: [...emailSubscriberQueries.all(), 'page', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/email/subscribers', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  detail: (subscriberId: string) =>
    queryOptions({
      queryKey: [...emailSubscriberQueries.all(), 'detail', subscriberId] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/admin/email/subscribers/{subscriberId}', { params: { path: { subscriberId } }, signal })),
    }),
};

/** Suppressions (bounced, complained) cannot be lifted here (409). */
export const updateEmailSubscriber = (subscriberId: string, body: EmailSubscriberUpdate) =>
  unwrap(apiClient.PATCH('/admin/email/subscribers/{subscriberId}', { params: { path: { subscriberId } }, body }));
