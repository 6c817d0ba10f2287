import { artistListQuerySchema, artistQueries } from '@/entities/artist';
import { isAdmin, whenSignedIn } from '@/entities/session';
import { queryClient } from '@/shared/api';
import { parseListQuery, toApiQuery } from '@/shared/lib/list-query';

/**
 * The prefetch of `/admin/artists` (run by the router on each visit): the page of artists its URL asks for is requested as soon
 * as the session says an admin is signed in, while the page's code still renders, not by the page
 * once it has. The page's query then finds it on the way.
 */
export function prefetchAdminArtists(url: URL): void {
  whenSignedIn((user) => {
    if (!isAdmin(user)) return;
    void queryClient.prefetchQuery(artistQueries.list(toApiQuery(parseListQuery(artistListQuerySchema, url.searchParams))));
  });
}
