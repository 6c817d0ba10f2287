import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, toApiError, unwrap, type components } from '@/shared/api';
import { releaseQueries, type Release } from './release-api';

export type CopyrightScan = components['schemas']['CopyrightScan'];
export type CopyrightMatch = CopyrightScan['matches'][number];
export type DeliveryPayload = components['schemas']['DeliveryPayload'];
export type DeliveryRequest = components['schemas']['DeliveryRequest'];
export type DeliveryType = components['schemas']['DeliveryType'];
export type DeliveryPriority = components['schemas']['DeliveryPriority'];
export type DeliveryEnvironment = components['schemas']['DeliveryEnvironment'];
export type DeliveryRefusal = components['schemas']['DeliveryRefusedError']['reasons'][number];
export type ReleaseDelivery = components['schemas']['ReleaseDelivery'];
export type ReleaseStatusChange = components['schemas']['ReleaseStatusChange'];

/** How often a queued or running copyright scan is read again. */
export const COPYRIGHT_SCAN_POLL_MS = 2000;

const isScanActive = (scan: CopyrightScan | null | undefined) => scan?.status === 'QUEUED' || scan?.status === 'RUNNING';

/** The coded reasons of a 409 from the delivery calls, or null for any other error. */
export function deliveryRefusalsOf(error: unknown): DeliveryRefusal[] | null {
  const apiError = toApiError(error);
  if (apiError.status !== 409) return null;
  const reasons = (apiError.body as { reasons?: unknown } | null)?.reasons;
  return Array.isArray(reasons) ? (reasons as DeliveryRefusal[]) : null;
}

export const adminReviewQueries = {
  /** The latest copyright scan; null when the release was never scanned (404). Polled while it runs. */
  copyrightScan: (id: string) =>
    queryOptions({
      queryKey: [...releaseQueries.all(), 'detail', id, 'copyright-scan'] as const,
      queryFn: async ({ signal }): Promise<CopyrightScan | null> => {
        try {
          return await unwrap(apiClient.GET('/releases/{id}/copyright-scan', { params: { path: { id } }, signal }));
        } catch (error) {
          if (toApiError(error).status === 404) return null;
          throw error;
        }
      },
      refetchInterval: (query) => (isScanActive(query.state.data) ? COPYRIGHT_SCAN_POLL_MS : false),
    }),
  /** What would be sent to the delivery partner (a 409 carries the coded reasons: see `deliveryRefusalsOf`). */
  deliveryPayload: (id: string) =>
    queryOptions({
      queryKey: [...releaseQueries.all(), 'detail', id, 'delivery-payload'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/releases/{id}/nm', { params: { path: { id } }, signal })),
      retry: false,
    }),
};

const withBody = <Body extends object>(body: Body) => (Object.keys(body).length > 0 ? body : undefined);
const trimmed = (text: string | undefined) => {
  const value = text?.trim();
  return value ? value : undefined;
};

export const approveRelease = (id: string, reason?: string) =>
  unwrap(apiClient.POST('/releases/{id}/approve', { params: { path: { id } }, body: withBody({ reason: trimmed(reason) }) }));

export const setReleasePending = (id: string, reason?: string) =>
  unwrap(apiClient.POST('/releases/{id}/pending', { params: { path: { id } }, body: withBody({ reason: trimmed(reason) }) }));

export const rejectRelease = (id: string, reason: string) =>
  unwrap(apiClient.POST('/releases/{id}/reject', { params: { path: { id } }, body: { reason: reason.trim() } }));

/** The typed UPC, or else the next code of the configured prefix. */
export const assignReleaseUpc = (id: string, upc?: string) =>
  unwrap(apiClient.POST('/releases/{id}/upc', { params: { path: { id } }, body: upc ? { upc } : undefined }));

/** Gives the listed tracks (0-based) the next ISRCs; tracks that have one keep it. */
export const assignReleaseIsrcs = (id: string, tracks: number[]) =>
  unwrap(apiClient.POST('/releases/{id}/isrc', { params: { path: { id } }, body: { tracks } }));

export const removeReleaseIsrc = (id: string, isrc: string) =>
  unwrap(apiClient.POST('/releases/{id}/remove-isrc', { params: { path: { id } }, body: { isrc } }));

export const sendReleaseToNuemeta = (id: string, request: DeliveryRequest) =>
  unwrap(apiClient.POST('/releases/{id}/send-to-nuemeta', { params: { path: { id } }, body: request }));

export const getReleaseDeliveryPayload = (id: string) =>
  unwrap(apiClient.GET('/releases/{id}/nm', { params: { path: { id } } }));

export const getCopyrightScan = (id: string) =>
  unwrap(apiClient.GET('/releases/{id}/copyright-scan', { params: { path: { id } } }));

export const startCopyrightScan = (id: string) =>
  unwrap(apiClient.POST('/releases/{id}/copyright-scan', { params: { path: { id } } }));

export const deleteCopyrightScan = (id: string) =>
  unwrap(apiClient.DELETE('/releases/{id}/copyright-scan', { params: { path: { id } } }));

/** Every release query but the details and the reference options: the lists, the admin queue, its tags. */
const isListQuery = (queryKey: readonly unknown[]) => queryKey[1] !== 'detail' && queryKey[1] !== 'options';

/**
 * After a review call answered with the release: the detail takes the answer at once, and the
 * lists (the owner's management list, the admin queue) and the payload are read again.
 */
export function releaseReviewed(queryClient: QueryClient, release: Release): void {
  queryClient.setQueryData(releaseQueries.detail(release._id).queryKey, release);
  void queryClient.invalidateQueries({ queryKey: releaseQueries.all(), predicate: (query) => isListQuery(query.queryKey) });
  void queryClient.invalidateQueries({ queryKey: adminReviewQueries.deliveryPayload(release._id).queryKey });
}

/** The release changed elsewhere (a status event): its detail (with scan and payload) and every list are read again. */
export async function releaseChanged(queryClient: QueryClient, releaseId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: releaseQueries.all(), predicate: (query) => isListQuery(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: releaseQueries.detail(releaseId).queryKey }),
  ]);
}
