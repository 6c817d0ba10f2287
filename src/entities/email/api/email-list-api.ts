import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';
import type { EmailListInput, EmailListListParams, EmailListMemberListParams, EmailListMembersAdd } from './email-types';

const root = ['admin-email'] as const;

/** Mailing lists and their members (`/admin/email-lists…`). */
export const emailListQueries = {
  all: () => [...root, 'lists'] as const,
  list: (query: EmailListListParams) =>
    queryOptions({
      queryKey: [...emailListQueries.all(), 'page', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/email-lists', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** Every list by name (pickers; the contract's largest page). */
  options: () => emailListQueries.list({ limit: 100, sortBy: 'name' }),
  detail: (listId: string) =>
    queryOptions({
      queryKey: [...emailListQueries.all(), 'detail', listId] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/email-lists/{listId}', { params: { path: { listId } }, signal })),
    }),
  members: (listId: string, query: EmailListMemberListParams) =>
    queryOptions({
      queryKey: [...emailListQueries.all(), 'members', listId, query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/admin/email-lists/{listId}/members', { params: { path: { listId }, query }, signal })),
      placeholderData: keepPreviousData,
    }),
};

export const createEmailList = (body: EmailListInput) => unwrap(apiClient.POST('/admin/email-lists', { body }));

export const updateEmailList = (listId: string, body: EmailListInput) =>
  unwrap(apiClient.PUT('/admin/email-lists/{listId}', { params: { path: { listId } }, body }));

/** Refused (409) while a scheduled or sending campaign targets the list. */
export const deleteEmailList = (listId: string) =>
  unwrap(apiClient.DELETE('/admin/email-lists/{listId}', { params: { path: { listId } } }));

export const addEmailListMembers = (listId: string, body: EmailListMembersAdd) =>
  unwrap(apiClient.POST('/admin/email-lists/{listId}/members', { params: { path: { listId } }, body }));

export const removeEmailListMember = (listId: string, subscriberId: string) =>
  unwrap(apiClient.DELETE('/admin/email-lists/{listId}/members/{subscriberId}', { params: { path: { listId, subscriberId } } }));
