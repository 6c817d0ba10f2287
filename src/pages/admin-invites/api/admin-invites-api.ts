import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';

export type AdminInvite = components['schemas']['AdminInvite'];
export type AdminInviteCreate = components['schemas']['AdminInviteCreate'];
export type AdminInviteListParams = NonNullable<operations['adminListInvites']['parameters']['query']>;

export const adminInviteQueries = {
  all: () => ['admin-invites'] as const,
  /** `GET /admin/invites`: a page of invitations, newest first; the last page stays while the next loads. */
  list: (query: AdminInviteListParams) =>
    queryOptions({
      queryKey: [...adminInviteQueries.all(), 'list', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/invites', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
};

/** `POST /admin/invites`. */
export const createAdminInvite = (body: AdminInviteCreate) => unwrap(apiClient.POST('/admin/invites', { body }));

/** `DELETE /admin/invites/{inviteId}`: the code stops working. */
export const revokeAdminInvite = (inviteId: string) =>
  unwrap(apiClient.DELETE('/admin/invites/{inviteId}', { params: { path: { inviteId } } }));

/** `POST /admin/invites/{inviteId}/resend`: mails the link again and renews the validity. */
export const resendAdminInvite = (inviteId: string) =>
  unwrap(apiClient.POST('/admin/invites/{inviteId}/resend', { params: { path: { inviteId } } }));
