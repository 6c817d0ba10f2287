/**
 * "The other data hook" of DESIGN §6: React Query options for polled admin data that has no event
 * stream (service health, queue and delivery progress). Every 5 s while the page is visible
 * (React Query pauses the interval while the tab is hidden), two retries after an error.
 */
export const POLLED_QUERY_OPTIONS = {
  refetchInterval: 5000,
  refetchIntervalInBackground: false,
  retry: 2,
} as const;
