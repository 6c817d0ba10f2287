import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { adminReviewQueries, COPYRIGHT_SCAN_POLL_MS, deliveryRefusalsOf, releaseReviewed, type CopyrightScan } from './admin-review-api';
import type { Release } from './release-api';

const ID = '65f0c0ffee00000000000001';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const scan = (status: CopyrightScan['status']): CopyrightScan => ({ releaseId: ID, status, startedAt: '2026-11-25T10:00:00.000Z', completedAt: null, matches: [] });

afterEach(() => vi.restoreAllMocks());

describe('copyright scan query', () => {
  it('reads a release never scanned as null', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(404, { statusCode: 404, error: 'Not Found', message: 'No scan' }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(adminReviewQueries.copyrightScan(ID))).resolves.toBeNull();
  });

  it('is read again every 2 s while the scan is queued or running, and not once it is done', () => {
    const { refetchInterval } = adminReviewQueries.copyrightScan(ID);
    const intervalFor = (data: CopyrightScan | null) =>
      typeof refetchInterval === 'function' ? refetchInterval({ state: { data } } as Parameters<typeof refetchInterval>[0]) : refetchInterval;
    expect(intervalFor(scan('QUEUED'))).toBe(COPYRIGHT_SCAN_POLL_MS);
    expect(intervalFor(scan('RUNNING'))).toBe(2000);
    expect(intervalFor(scan('COMPLETED'))).toBe(false);
    expect(intervalFor(null)).toBe(false);
  });
});

describe('delivery refusals', () => {
  it('reads the coded reasons of a 409 and nothing from other errors', () => {
    const reasons = [{ code: 'MISSING_UPC', message: 'The release has no UPC.' }];
    expect(deliveryRefusalsOf(new ApiError({ status: 409, message: 'Refused', body: { reasons } }))).toEqual(reasons);
    expect(deliveryRefusalsOf(new ApiError({ status: 409, message: 'Illegal move', body: {} }))).toBeNull();
    expect(deliveryRefusalsOf(new ApiError({ status: 500, message: 'Server error', body: { reasons } }))).toBeNull();
  });
});

describe('after a review call', () => {
  it('puts the answer into the detail and reads the lists again, not other releases', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['releases', 'list', { page: 1 }], { items: [] });
    queryClient.setQueryData(['releases', 'detail', 'other'], { _id: 'other' });
    const release = { _id: ID, status: 'APPROVED' } as Release;
    releaseReviewed(queryClient, release);
    expect(queryClient.getQueryData(['releases', 'detail', ID])).toBe(release);
    expect(queryClient.getQueryState(['releases', 'list', { page: 1 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['releases', 'detail', 'other'])?.isInvalidated).toBe(false);
  });
});
