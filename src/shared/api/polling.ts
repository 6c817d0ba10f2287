/**
 * "The other data hook" of DESIGN §6 and spec 2 §9 (dedupe 300 s, 2 error retries, 5 s interval):
 * React Query options for polled admin data that has no event stream (service health, queue and
 * delivery progress). Every 5 s while the page is visible (React Query pauses the interval while
 * the tab is hidden), two retries after an error.
 */
export const POLLED_QUERY_OPTIONS = {
  refetchInterval: 5000,
  refetchIntervalInBackground: false,
  retry: 2,
  // The 300 s dedupe: a mount, remount or focus within 300 s of the last answer reuses it instead
  // of asking again; only the interval keeps the data fresh while the page shows it.
  staleTime: 300_000,
} as const;
