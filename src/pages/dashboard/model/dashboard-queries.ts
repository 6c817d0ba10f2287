import { PLATFORMS } from '@/entities/artist';
import { periodPresets } from '@/shared/lib/dates';
import { listParam, listQuery } from '@/shared/lib/list-query';

/**
 * `/dashboard/analytics`' periods, as `/dashboard`'s (`?period=…`, shared/lib/dates/period.ts); the
 * last 30 days when the address names none. Its old links, `?from&to`, read as a custom period.
 */
export const ANALYTICS_PERIODS = periodPresets('30d', '90d', '180d', '12m', 'custom');
export const DEFAULT_ANALYTICS_PERIOD = '30d';

/** `/dashboard/analytics`' other parameter: a platform. */
export const analyticsQuerySchema = listQuery({
  platform: listParam.oneOf(PLATFORMS),
});

export const worksQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(25),
  search: listParam.text(),
  sortBy: listParam.oneOf(['title', 'latest'], 'title'),
});

export const WORK_SORT_LABELS = { title: 'Title', latest: 'Latest' } as const;
