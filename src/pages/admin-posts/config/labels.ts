import type { AdminPostSortBy } from '@/entities/post';

export const POST_PAGE_SIZE = 25;

export const POST_SORTS = ['latest', 'oldest', 'popular'] as const satisfies readonly AdminPostSortBy[];

export const POST_SORT_LABELS: Readonly<Record<AdminPostSortBy, string>> = {
  latest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most read',
};
