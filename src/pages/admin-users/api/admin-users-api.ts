import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';

export type AdminUser = components['schemas']['AdminUser'];
export type AdminUserDetails = components['schemas']['AdminUserDetails'];
export type AdminUserUpdate = components['schemas']['AdminUserUpdate'];
export type AdminUserInvite = components['schemas']['AdminUserInvite'];
export type SignInRecord = components['schemas']['SignInRecord'];
export type AdminLinkArtistRequest = components['schemas']['AdminLinkArtistRequest'];
export type AdminUserListParams = NonNullable<operations['adminListUsers']['parameters']['query']>;
export type UserRoleFilter = NonNullable<AdminUserListParams['role']>;
export type UserSortField = NonNullable<AdminUserListParams['sortBy']>;

const idPath = (id: string) => ({ path: { id } });

export const adminUserQueries = {
  all: () => ['admin-users'] as const,
  lists: () => [...adminUserQueries.all(), 'list'] as const,
  /** `GET /admin/users`: a page of accounts; the last page stays while the next loads. */
  list: (query: AdminUserListParams) =>
    queryOptions({
      queryKey: [...adminUserQueries.lists(), query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/users', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** `GET /admin/users/{id}`: the account with its roster, releases, invites and sign-ins. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/users/{id}', { params: idPath(id), signal })),
    }),
};

/** After any change to an account: its page and every list page read it again. */
export const invalidateAdminUser = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUserQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: adminUserQueries.detail(id).queryKey }),
  ]);

/** `PATCH /admin/users/{id}`: names, roles or permissions. */
export const updateAdminUser = (id: string, body: AdminUserUpdate) =>
  unwrap(apiClient.PATCH('/admin/users/{id}', { params: idPath(id), body }));

/** `PATCH /admin/users/{id}/archive`: signs the account out everywhere; its data is kept. */
export const archiveAdminUser = (id: string) =>
  unwrap(apiClient.PATCH('/admin/users/{id}/archive', { params: idPath(id) }));

/** `PATCH /admin/users/{id}/unarchive`: the account can sign in again. */
export const unarchiveAdminUser = (id: string) =>
  unwrap(apiClient.PATCH('/admin/users/{id}/unarchive', { params: idPath(id) }));

/** `POST /admin/users/link-artist`: the artist joins the roster as verified, without a platform login. */
export const linkArtistToUser = (body: AdminLinkArtistRequest) =>
  unwrap(apiClient.POST('/admin/users/link-artist', { body }));
