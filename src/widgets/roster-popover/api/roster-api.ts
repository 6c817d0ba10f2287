import { apiClient, unwrap } from '@/shared/api';

/** `DELETE /user/roster/{artistId}`: answers the updated user. */
export const requestRosterRemoval = (artistId: string) =>
  unwrap(apiClient.DELETE('/user/roster/{artistId}', { params: { path: { artistId } } }));
