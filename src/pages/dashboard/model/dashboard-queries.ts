import { DEFAULT_PLATFORMS, PLATFORMS } from '@/entities/artist';
import { listParam, listQuery } from '@/shared/lib/list-query';

export const RANGE_DAYS = ['30', '90', '180', '365'] as const;

/** `/dashboard`: range (days) and platforms (comma-separated). */
export const dashboardQuerySchema = listQuery({
  range: listParam.oneOf(RANGE_DAYS, '90'),
  platforms: listParam.listOf(PLATFORMS),
});

/** `/dashboard/analytics`: from/to dates and a platform. */
export const analyticsQuerySchema = listQuery({
  from: listParam.text(10),
  to: listParam.text(10),
  platform: listParam.oneOf(PLATFORMS),
});

export const worksQuerySchema = listQuery({
  page: listParam.page(),
  limit: listParam.limit(25),
  search: listParam.text(),
  sortBy: listParam.oneOf(['title', 'latest'], 'title'),
});

export const defaultPlatforms = (chosen: readonly string[]) =>
  (chosen.length ? chosen : DEFAULT_PLATFORMS) as (typeof PLATFORMS)[number][];

/** `YYYY-MM-DD` of `days - 1` days before today (UTC) and today. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

export const isIsoDate = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
