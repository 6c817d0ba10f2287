import { DEFAULT_PLATFORMS, PLATFORMS } from '@/entities/artist';
import { listParam, listQuery } from '@/shared/lib/list-query';

export const RANGE_DAYS = ['30', '90', '180', '365'] as const;

/** `/dashboard`: range (days) and platforms (comma-separated). */
export const dashboardQuerySchema = listQuery({
  range: listParam.oneOf(RANGE_DAYS, '90'),
  platforms: listParam.listOf(PLATFORMS),
});

export const defaultPlatforms = (chosen: readonly string[]) =>
  (chosen.length ? chosen : DEFAULT_PLATFORMS) as (typeof PLATFORMS)[number][];
