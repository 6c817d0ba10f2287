import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { EmailSegmentInput, EmailSegmentListParams, EmailSegmentPreviewRequest } from './email-types';

/** Segments (`/admin/email/segments…`). */
export const emailSegmentQueries = {
  all: () => ['admin-email', 'segments'] as const,
  list: (query: EmailSegmentListParams) =>
    queryOptions({
      queryKey: [...emailSegmentQueries.all(), 'page', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/email/segments', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** Every segment by name (pickers). */
  options: () => emailSegmentQueries.list({ limit: 100 }),
  detail: (segmentId: string) =>
    queryOptions({
      queryKey: [...emailSegmentQueries.all(), 'detail', segmentId] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/admin/email/segments/{segmentId}', { params: { path: { segmentId } }, signal })),
    }),
  /** The live count of unsaved rules (422 for an operator that does not fit its field). */
  preview: (body: EmailSegmentPreviewRequest) =>
    queryOptions({
      queryKey: [...emailSegmentQueries.all(), 'preview', body] as const,
      queryFn: ({ signal }) => unwrap(apiClient.POST('/admin/email/segments/preview', { body, signal })),
      placeholderData: keepPreviousData,
      retry: false,
      staleTime: 30_000,
    }),
};

export const createEmailSegment = (body: EmailSegmentInput) => unwrap(apiClient.POST('/admin/email/segments', { body }));

export const updateEmailSegment = (segmentId: string, body: EmailSegmentInput) =>
  unwrap(apiClient.PUT('/admin/email/segments/{segmentId}', { params: { path: { segmentId } }, body }));

/** Refused (409) while a scheduled or sending campaign uses it. */
export const deleteEmailSegment = (segmentId: string) =>
  unwrap(apiClient.DELETE('/admin/email/segments/{segmentId}', { params: { path: { segmentId } } }));
