import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';
import type { DayRange } from '../model/period';

export type BehavioralAnalytics = components['schemas']['BehavioralAnalytics'];
export type JourneySession = components['schemas']['JourneySession'];
export type BehaviorFunnel = BehavioralAnalytics['funnels'][number];
/** One sign-up week's people and their activity in the weeks after. */
export type RetentionCohort = BehavioralAnalytics['retention'][number];

/** Behaviour changes slowly: a look every minute while the page is open is enough. */
const REFRESH_MS = 60_000;

export const behaviorQueries = {
  /** `GET /admin/behavioral-analytics` for the days of `range`. */
  overview: (range: DayRange) =>
    queryOptions({
      queryKey: ['admin', 'behavior', 'overview', range] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/behavioral-analytics', { params: { query: range }, signal })),
      placeholderData: keepPreviousData,
      refetchInterval: REFRESH_MS,
    }),
  /** `GET /admin/behavioral-analytics/users/{userId}/journey`: a page of the user's sessions, newest first. */
  journey: (userId: string, query: DayRange & { page: number; limit: number }) =>
    queryOptions({
      queryKey: ['admin', 'behavior', 'journey', userId, query] as const,
      queryFn: ({ signal }) =>
        unwrap(
          apiClient.GET('/admin/behavioral-analytics/users/{userId}/journey', {
            params: { path: { userId }, query },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
      refetchInterval: REFRESH_MS,
    }),
};

