import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';

export type Track = components['schemas']['Track'];
export type TrackPage = components['schemas']['TrackPage'];
export type TrackDetails = components['schemas']['TrackDetails'];
export type TrackSummary = components['schemas']['TrackSummary'];
export type TrackSummaryPage = components['schemas']['TrackSummaryPage'];
export type CatalogPage = components['schemas']['CatalogPage'];
export type CatalogType = components['schemas']['CatalogType'];
export type TrackListParams = NonNullable<operations['listTracks']['parameters']['query']>;
export type CatalogParams = NonNullable<operations['getArtistCatalog']['parameters']['query']>;

export const trackQueries = {
  all: () => ['tracks'] as const,
  list: (query: TrackListParams) =>
    queryOptions({
      queryKey: ['tracks', 'list', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/tracks', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  detail: (trackId: string) =>
    queryOptions({
      queryKey: ['tracks', trackId] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/tracks/{trackId}', { params: { path: { trackId } }, signal })),
    }),
  /** `GET /artists/{id}/tracks`: an artist's tracks, paged, most streamed first. */
  byArtist: (id: string, query: { page?: number; limit?: number } = {}) =>
    queryOptions({
      queryKey: ['artists', id, 'tracks', query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/artists/{id}/tracks', { params: { path: { id }, query }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** `GET /artists/{id}/catalog` (spec 1 §3 catalog query). */
  catalog: (id: string, query: CatalogParams) =>
    queryOptions({
      queryKey: ['artists', id, 'catalog', query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/artists/{id}/catalog', { params: { path: { id }, query }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** Spec 1 §8: one of the artist reads with an empty fallback on failure. */
  allByArtist: (id: string) =>
    queryOptions({
      queryKey: ['artists', id, 'all-tracks'] as const,
      queryFn: async ({ signal }): Promise<Track[]> => {
        try {
          return await unwrap(apiClient.GET('/artists/{id}/all-tracks', { params: { path: { id } }, signal }));
        } catch {
          return [];
        }
      },
    }),
};
