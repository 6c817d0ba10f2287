import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/shared/api';

/** The most a page of the contract holds: the form offers the first hundred lists and segments. */
const OPTIONS_LIMIT = 100;

export interface AudienceOption {
  value: string;
  label: string;
}

/** Email lists and segments a post can be addressed to (or emailed to), as select options. */
export const audienceOptionQueries = {
  lists: () =>
    queryOptions({
      queryKey: ['admin-posts', 'audience-options', 'lists'] as const,
      queryFn: async ({ signal }): Promise<AudienceOption[]> => {
        const page = await unwrap(apiClient.GET('/admin/email-lists', { params: { query: { limit: OPTIONS_LIMIT, sortBy: 'name' } }, signal }));
        return page.items.map((list) => ({ value: list._id, label: list.name }));
      },
      retry: false,
    }),
  segments: () =>
    queryOptions({
      queryKey: ['admin-posts', 'audience-options', 'segments'] as const,
      queryFn: async ({ signal }): Promise<AudienceOption[]> => {
        const page = await unwrap(apiClient.GET('/admin/email/segments', { params: { query: { limit: OPTIONS_LIMIT } }, signal }));
        return page.items.map((segment) => ({ value: segment._id, label: segment.name }));
      },
      retry: false,
    }),
};

/** Names by id, for audience labels. */
export const namesOf = (...option: (readonly AudienceOption[] | undefined)[]): Record<string, string> =>
  Object.fromEntries(option.flatMap((list) => list ?? []).map((item) => [item.value, item.label]));
