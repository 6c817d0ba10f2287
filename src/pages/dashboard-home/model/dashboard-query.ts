import { artistQueries, DEFAULT_PLATFORMS, PLATFORMS } from '@/entities/artist';
import { lastDays } from '@/shared/lib/dates';
import { listParam, listQuery, type ListQueryOutput } from '@/shared/lib/list-query';

export const RANGE_DAYS = ['30', '90', '180', '365'] as const;

/** `/dashboard`: range (days) and platforms (comma-separated). */
export const dashboardQuerySchema = listQuery({
  range: listParam.oneOf(RANGE_DAYS, '90'),
  platforms: listParam.listOf(PLATFORMS),
});

export const defaultPlatforms = (chosen: readonly string[]) =>
  (chosen.length ? chosen : DEFAULT_PLATFORMS) as (typeof PLATFORMS)[number][];

/** The dashboard's two requests for an artist and its URL query: the period's analytics, the artist. */
export function dashboardQueries(artistId: string, query: ListQueryOutput<typeof dashboardQuerySchema>) {
  const platforms = defaultPlatforms(query.platforms);
  const range = lastDays(Number(query.range));
  return {
    range,
    platforms,
    analytics: artistQueries.analytics(artistId, { ...range, platforms }),
    artist: artistQueries.detail(artistId),
  };
}
