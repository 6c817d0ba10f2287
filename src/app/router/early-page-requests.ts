/**
 * The first data request of a page opened by its address, by the exact address (path and query)
 * it is sent for: index.html's head script sends it with the stored token beside the session's
 * verification, so that the page's data is on the wire while the app's scripts download, and the
 * route's prefetch takes its answer (`takeEarlyGet` in the API client). Only pages whose first
 * request follows from the address alone, in their default view; `early-page-requests.test.ts`
 * checks that each is the request the route's prefetch sends. (Read by rsbuild.config.ts: no imports.)
 */
export const EARLY_PAGE_REQUESTS: Readonly<Record<string, string>> = {
  '/admin/artists': '/artists?page=1&limit=25&sortBy=createdAt&sortDirection=desc',
};
