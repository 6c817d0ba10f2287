import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';

export type Album = components['schemas']['Album'];
export type AlbumDetails = components['schemas']['AlbumDetails'];

export const albumQueries = {
  detail: (albumId: string) =>
    queryOptions({
      queryKey: ['albums', albumId] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/albums/{albumId}', { params: { path: { albumId } }, signal })),
    }),
  tracks: (albumId: string, query: { page?: number; limit?: number } = {}) =>
    queryOptions({
      queryKey: ['albums', albumId, 'tracks', query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/albums/{albumId}/tracks', { params: { path: { albumId }, query }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** `GET /artists/{id}/discography`: albums, EPs and singles, newest first. */
  discography: (artistId: string) =>
    queryOptions({
      queryKey: ['artists', artistId, 'discography'] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/artists/{id}/discography', { params: { path: { id: artistId } }, signal })),
    }),
};
