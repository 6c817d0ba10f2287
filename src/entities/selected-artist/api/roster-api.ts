import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';

export const rosterKeys = {
  all: ['roster'] as const,
};

/** `GET /artists/roster`: the caller's roster (the same entries as `User.artists`). */
export const rosterQuery = () =>
  queryOptions({
    queryKey: rosterKeys.all,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/artists/roster', { signal })),
  });
