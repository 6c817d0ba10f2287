import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type operations } from '@/shared/api';

export type WorkListParams = NonNullable<operations['listWorks']['parameters']['query']>;

export const worksQuery = (query: WorkListParams) =>
  queryOptions({
    queryKey: ['works', query] as const,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/works', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const integrationsQuery = () =>
  queryOptions({
    queryKey: ['user', 'integrations'] as const,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/user/integrations', { signal })),
  });
