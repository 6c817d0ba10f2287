import { PLATFORMS } from '@/entities/artist';
import { listParam, listQuery, type ListParam } from '@/shared/lib/list-query';

export const USAGE_PAGE_SIZE = 25;
export const USAGE_SORTS = ['period', 'streams', 'revenue'] as const;
export const USAGE_SORT_LABELS: Readonly<Record<(typeof USAGE_SORTS)[number], string>> = {
  period: 'Newest month',
  streams: 'Most streams',
  revenue: 'Largest revenue',
};

const matching = (pattern: RegExp): ListParam<string | undefined> => ({
  parse: (raw) => (raw && pattern.test(raw) ? raw : undefined),
});

/** `/admin/usage?from=2026-01&to=2026-10&userId=…&artistId=…&platform=…&territory=…&sortBy=…&page=…`. */
export const usageQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(USAGE_PAGE_SIZE),
  search: listParam.text(),
  from: matching(/^[0-9]{4}-(0[1-9]|1[0-2])$/),
  to: matching(/^[0-9]{4}-(0[1-9]|1[0-2])$/),
  userId: matching(/^[0-9a-f]{24}$/),
  artistId: matching(/^[0-9a-f]{24}$/),
  platform: listParam.oneOf(PLATFORMS),
  territory: matching(/^[A-Z]{2}$/),
  sortBy: listParam.oneOf(USAGE_SORTS, 'period'),
});
