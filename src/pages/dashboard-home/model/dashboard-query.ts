import { artistQueries, DEFAULT_PLATFORMS, PLATFORMS } from '@/entities/artist';
import { releaseQueries } from '@/entities/release';
import { periodPresets, type AddressPeriod } from '@/shared/lib/dates';
import { listParam, listQuery, type ListQueryOutput } from '@/shared/lib/list-query';

/**
 * `/dashboard`'s periods (`?period=…`, shared/lib/dates/period.ts; the 90 days when the address
 * names none). Its old links, `?range=30|90|180|365`, read as the preset of as many days.
 */
export const DASHBOARD_PERIODS = periodPresets('30d', '90d', '180d', '12m', 'custom');
export const DEFAULT_DASHBOARD_PERIOD = '90d';

/** `/dashboard`'s other parameter: the platforms (comma-separated). */
export const dashboardQuerySchema = listQuery({
  platforms: listParam.listOf(PLATFORMS),
});

export const defaultPlatforms = (chosen: readonly string[]) =>
  (chosen.length ? chosen : DEFAULT_PLATFORMS) as (typeof PLATFORMS)[number][];

/** How many of the artist's latest releases the home shows (upcoming and latest together). */
export const HOME_RELEASES = 6;

/**
 * The dashboard's requests for an artist, its period and its URL query, all started together:
 * the period's analytics (none while the period has a problem), the artist, its overview (top
 * tracks), its latest releases and its drafts with a problem (the next step).
 */
export function dashboardQueries(artistId: string, period: AddressPeriod, query: ListQueryOutput<typeof dashboardQuerySchema>) {
  const platforms = defaultPlatforms(query.platforms);
  const range = { from: period.from, to: period.to };
  return {
    range,
    platforms,
    analytics: { ...artistQueries.analytics(artistId, { ...range, platforms }), enabled: period.problem === null },
    artist: artistQueries.detail(artistId),
    overview: artistQueries.overview(artistId),
    releases: releaseQueries.list({ artistId, limit: HOME_RELEASES, sortBy: 'latest' }),
    problems: releaseQueries.list({ artistId, status: ['REJECTED', 'INCOMPLETE'], limit: 3 }),
  };
}
