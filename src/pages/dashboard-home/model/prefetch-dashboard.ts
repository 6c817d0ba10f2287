import { $selectedArtistId } from '@/entities/selected-artist';
import { whenSignedIn } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { readPeriod } from '@/shared/lib/dates';
import { parseListQuery } from '@/shared/lib/list-query';
import { DASHBOARD_PERIODS, dashboardQueries, dashboardQuerySchema, DEFAULT_DASHBOARD_PERIOD } from './dashboard-query';

/**
 * The prefetch of `/dashboard` (run by the router on each visit): the selected artist's figures, top
 * tracks and releases are requested as soon as the
 * session says who that is, while the page's code still renders, not by the page once it has
 * (on a slow phone, that render is a few hundred ms). The page's queries then find them on the way.
 */
export function prefetchDashboardHome(url: URL): void {
  whenSignedIn(() => {
    const artistId = $selectedArtistId.getState();
    if (!artistId) return;
    const period = readPeriod(url.searchParams, DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD);
    const queries = dashboardQueries(artistId, period, parseListQuery(dashboardQuerySchema, url.searchParams));
    if (queries.analytics.enabled) void queryClient.prefetchQuery(queries.analytics);
    void queryClient.prefetchQuery(queries.artist);
    void queryClient.prefetchQuery(queries.overview);
    void queryClient.prefetchQuery(queries.releases);
    void queryClient.prefetchQuery(queries.problems);
  });
}
