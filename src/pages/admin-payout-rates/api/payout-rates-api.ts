import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';

export type PayoutRateInput = components['schemas']['PayoutRateInput'];
export type PayoutRateList = components['schemas']['PayoutRateList'];
export type PayoutRateSource = components['schemas']['PayoutRateSource'];
export type PayoutRateChange = components['schemas']['PayoutRateChange'];

export const PAYOUT_RATE_HISTORY_PAGE_SIZE = 10;

export const payoutRateQueries = {
  all: () => ['admin-payout-rates'] as const,
  /** `GET /admin/system-payout-rates`: the rates and the product defaults. */
  current: () =>
    queryOptions({
      queryKey: [...payoutRateQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/admin/system-payout-rates', { signal })),
    }),
  /** `GET /admin/system-payout-rates/history`: who changed which rates, newest first. */
  history: (page: number, limit = PAYOUT_RATE_HISTORY_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...payoutRateQueries.all(), 'history', { page, limit }] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/admin/system-payout-rates/history', { params: { query: { page, limit } }, signal })),
      placeholderData: keepPreviousData,
    }),
};

/** `PUT /admin/system-payout-rates`: the complete set of rates. */
export const updatePayoutRates = (rates: PayoutRateInput[]) =>
  unwrap(apiClient.PUT('/admin/system-payout-rates', { body: { rates } }));

/**
 * The roots of every query whose answer holds a figure derived from the rates: artists (overview,
 * analytics, payouts, unclaimed royalties, usage, tracks and catalogue under `artists/{id}`), the
 * analytics summary, tracks, albums, writers and the admin area's totals and overview.
 */
const ESTIMATED_FIGURE_ROOTS: readonly string[] = ['artists', 'analytics', 'tracks', 'albums', 'writers', 'admin'];

/** After the rates change: the rates, their history and every estimated figure are read again. */
export const invalidateAfterRateChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: payoutRateQueries.all() }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && ESTIMATED_FIGURE_ROOTS.includes(queryKey[0]),
    }),
  ]);
