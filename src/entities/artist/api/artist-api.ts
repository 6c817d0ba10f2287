import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';

export type Artist = components['schemas']['Artist'];
export type ArtistPage = components['schemas']['ArtistPage'];
export type ArtistOverview = components['schemas']['ArtistOverview'];
export type ArtistAnalytics = components['schemas']['ArtistAnalytics'];
export type AnalyticsSummary = components['schemas']['AnalyticsSummary'];
export type Payout = components['schemas']['Payout'];
export type PayoutList = components['schemas']['PayoutList'];
export type UnclaimedRoyalty = components['schemas']['UnclaimedRoyalty'];
export type UnclaimedRoyaltyPage = components['schemas']['UnclaimedRoyaltyPage'];
export type UnclaimedRoyaltyStatus = components['schemas']['UnclaimedRoyaltyStatus'];
export type UsageReportPage = components['schemas']['UsageReportPage'];
export type UsageReportRow = components['schemas']['UsageReportRow'];
export type Platform = components['schemas']['Platform'];
export type PayoutSource = Payout['source'];
export type VerificationPlatform = components['schemas']['VerificationPlatform'];
export type Canvas = components['schemas']['Canvas'];
export type PlatformArtist = components['schemas']['PlatformArtist'];

export type ArtistListParams = NonNullable<operations['listArtists']['parameters']['query']>;
export type ArtistAnalyticsParams = NonNullable<operations['getArtistAnalytics']['parameters']['query']>;
export type ArtistPayoutsParams = NonNullable<operations['getArtistPayouts']['parameters']['query']>;
export type UnclaimedRoyaltiesParams = NonNullable<operations['listArtistUnclaimedRoyalties']['parameters']['query']>;
export type UsageReportParams = NonNullable<operations['getArtistUsageReport']['parameters']['query']>;
export type AnalyticsSummaryParams = NonNullable<operations['getAnalyticsSummary']['parameters']['query']>;

const path = (id: string) => ({ path: { id } });

/** React Query option factories for the Artists operations (spec 1 §7 "Artists and writers"). */
export const artistQueries = {
  all: () => ['artists'] as const,
  list: (query: ArtistListParams) =>
    queryOptions({
      queryKey: ['artists', 'list', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/artists', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
  total: () =>
    queryOptions({
      queryKey: ['artists', 'total'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/artists/total', { signal })),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['artists', id] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/artists/{id}', { params: path(id), signal })),
    }),
  overview: (id: string) =>
    queryOptions({
      queryKey: ['artists', id, 'overview'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/artists/{id}/overview', { params: path(id), signal })),
    }),
  analytics: (id: string, query: ArtistAnalyticsParams = {}) =>
    queryOptions({
      queryKey: ['artists', id, 'analytics', query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/artists/{id}/analytics', { params: { ...path(id), query }, signal })),
      placeholderData: keepPreviousData,
    }),
  payouts: (id: string, query: ArtistPayoutsParams = {}) =>
    queryOptions({
      queryKey: ['artists', id, 'payouts', query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/artists/{id}/payouts', { params: { ...path(id), query }, signal })),
    }),
  unclaimedRoyalties: (id: string, query: UnclaimedRoyaltiesParams = {}) =>
    queryOptions({
      queryKey: ['artists', id, 'unclaimed-royalties', query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/artists/{id}/unclaimed-royalties', { params: { ...path(id), query }, signal })),
      placeholderData: keepPreviousData,
    }),
  usage: (id: string, query: UsageReportParams = {}) =>
    queryOptions({
      queryKey: ['artists', id, 'usage', query] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/artists/{id}/usage', { params: { ...path(id), query }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** Spec 1 §8: the canvas is one of the artist reads that falls back to empty on failure. */
  canvas: (id: string) =>
    queryOptions({
      queryKey: ['artists', id, 'canvas'] as const,
      queryFn: async ({ signal }): Promise<Canvas> => {
        try {
          return await unwrap(apiClient.GET('/artists/{id}/canvas', { params: path(id), signal }));
        } catch {
          return { canvasUrl: null } as Canvas;
        }
      },
    }),
  summary: (query: AnalyticsSummaryParams = {}) =>
    queryOptions({
      queryKey: ['analytics', 'summary', query] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/analytics/summary', { params: { query }, signal })),
      placeholderData: keepPreviousData,
    }),
};

/** Artist profiles on a streaming platform, best match first (verification, invites, releases). */
export const platformArtistSearchQuery = (platform: Platform, query: string, limit = 10) =>
  queryOptions({
    queryKey: ['platform-artists', platform, query, limit] as const,
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/platforms/{platform}/artists/search', {
          params: { path: { platform }, query: { query, limit } },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
