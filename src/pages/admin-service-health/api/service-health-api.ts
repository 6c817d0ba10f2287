import { queryOptions } from '@tanstack/react-query';
import { apiClient, POLLED_QUERY_OPTIONS, unwrap, type components } from '@/shared/api';

export type ServiceHealthReport = components['schemas']['ServiceHealthReport'];
export type ServiceHealthCheck = components['schemas']['ServiceHealthCheck'];
export type ServiceHealthStatus = components['schemas']['ServiceHealthStatus'];
export type ServiceHealthHistory = components['schemas']['ServiceHealthHistory'];
export type ServiceHealthPeriod = components['schemas']['ServiceHealthHistoryPeriod'];

/** The server samples once a minute: the history is read as often. */
const HISTORY_INTERVAL_MS = 60_000;

export const serviceHealthQueries = {
  /** `GET /admin/service-health`: measured on every call, polled every 5 s while visible. */
  report: () =>
    queryOptions({
      queryKey: ['admin', 'service-health'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/service-health', { signal })),
      ...POLLED_QUERY_OPTIONS,
    }),
  /** `GET /admin/service-health/history`: the last 24 hours in quarter hours. */
  history: () =>
    queryOptions({
      queryKey: ['admin', 'service-health', 'history'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/service-health/history', { signal })),
      ...POLLED_QUERY_OPTIONS,
      refetchInterval: HISTORY_INTERVAL_MS,
    }),
};
