import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';
import { releaseQueries } from './release-api';

export type AdminReleaseSummary = components['schemas']['AdminReleaseSummary'];
export type AdminReleasePage = components['schemas']['AdminReleasePage'];
export type AdminReleaseListParams = NonNullable<operations['adminListReleases']['parameters']['query']>;
export type AdminReleaseSortBy = NonNullable<AdminReleaseListParams['sortBy']>;
export type AdminReleaseTagFilter = NonNullable<AdminReleaseListParams['tags']>[number];
export type AdminTagListParams = NonNullable<operations['adminListTags']['parameters']['query']>;
export type ReleaseTag = components['schemas']['Tag'];
export type ReleaseTagList = components['schemas']['TagList'];
export type ReleaseDeliveryStatus = NonNullable<AdminReleaseSummary['deliveryStatus']>;
export type BulkResult = components['schemas']['BulkResult'];
export type BulkReleaseIdsRequest = components['schemas']['BulkReleaseIdsRequest'];
export type BulkStatusRequest = components['schemas']['BulkStatusRequest'];
export type BulkTagsRequest = components['schemas']['BulkTagsRequest'];
export type BulkDeliveryRequest = components['schemas']['BulkDeliveryRequest'];

// Array filters are `style: form, explode: false` in the contract: one comma-separated value.
const commaArrays = { array: { style: 'form', explode: false } } as const;

/** The admin side of releases: the moderation queue (`GET /admin/releases`) and the issued codes (`GET /admin/tags`). */
export const adminReleaseQueries = {
  all: () => [...releaseQueries.all(), 'admin'] as const,
  lists: () => [...adminReleaseQueries.all(), 'list'] as const,
  list: (query: AdminReleaseListParams) =>
    queryOptions({
      queryKey: [...adminReleaseQueries.lists(), query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/admin/releases', { params: { query }, querySerializer: commaArrays, signal })),
      placeholderData: keepPreviousData,
    }),
  tags: (query: AdminTagListParams = {}) =>
    queryOptions({
      queryKey: [...adminReleaseQueries.all(), 'tags', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/tags', { params: { query }, signal })),
    }),
};

export const bulkDeleteReleases = (body: BulkReleaseIdsRequest) => unwrap(apiClient.DELETE('/releases/bulk', { body }));

export const bulkUpdateReleaseStatus = (body: BulkStatusRequest) => unwrap(apiClient.PATCH('/releases/bulk/status', { body }));

export const bulkAssignReleaseTags = (body: BulkTagsRequest) => unwrap(apiClient.PATCH('/releases/bulk/tags', { body }));

export const bulkSendReleasesToNuemeta = (body: BulkDeliveryRequest) =>
  unwrap(apiClient.POST('/releases/bulk/send-to-nuemeta', { body }));

/**
 * After a bulk call, whatever its outcome (a partial failure changed the others): the queue, the
 * owners' lists, the codes and the detail of every release named are read again.
 */
export async function invalidateAfterBulk(queryClient: QueryClient, releaseIds: readonly string[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminReleaseQueries.all() }),
    queryClient.invalidateQueries({ queryKey: releaseQueries.lists() }),
    ...releaseIds.map((id) => queryClient.invalidateQueries({ queryKey: releaseQueries.detail(id).queryKey })),
  ]);
}

/** Mutation options of the four bulk calls (`useMutation(adminReleaseMutations.bulkStatus(queryClient))`). */
export const adminReleaseMutations = {
  bulkDelete: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...adminReleaseQueries.all(), 'bulk-delete'],
      mutationFn: bulkDeleteReleases,
      onSettled: (_data, _error, body) => invalidateAfterBulk(queryClient, body.releaseIds),
    }),
  bulkStatus: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...adminReleaseQueries.all(), 'bulk-status'],
      mutationFn: bulkUpdateReleaseStatus,
      onSettled: (_data, _error, body) => invalidateAfterBulk(queryClient, body.releaseIds),
    }),
  bulkTags: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...adminReleaseQueries.all(), 'bulk-tags'],
      mutationFn: bulkAssignReleaseTags,
      onSettled: (_data, _error, body) => invalidateAfterBulk(queryClient, body.releaseIds),
    }),
  bulkDelivery: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...adminReleaseQueries.all(), 'bulk-delivery'],
      mutationFn: bulkSendReleasesToNuemeta,
      onSettled: (_data, _error, body) => invalidateAfterBulk(queryClient, body.releaseIds),
    }),
};
