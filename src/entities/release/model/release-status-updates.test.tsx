import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUserEvents, type UserEventMessage } from '@/shared/lib/user-events';
import {
  handleReleaseStatusEvent,
  REJECTED_TOAST_MS,
  releaseStatusToast,
  useReleaseStatusUpdates,
  type ReleaseStatusEvent,
  type ReleaseStatusToast,
} from './release-status-updates';

const RELEASE_ID = '64b7f0c2a1d3e4f5a6b7c8d9';
const OTHER_ID = '64b7f0c2a1d3e4f5a6b7c8da';

const event = (patch: Partial<ReleaseStatusEvent> = {}): ReleaseStatusEvent => ({
  releaseId: RELEASE_ID,
  title: 'Night Drive',
  from: 'PENDING',
  to: 'APPROVED',
  displayStatus: 'APPROVED',
  reason: null,
  at: '2026-11-26T01:00:00.000Z',
  ...patch,
});

function seededClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['releases', 'list', { page: 1 }], { items: [] });
  queryClient.setQueryData(['releases', 'admin', { page: 1 }], { items: [] });
  queryClient.setQueryData(['releases', 'detail', RELEASE_ID], { _id: RELEASE_ID });
  queryClient.setQueryData(['releases', 'detail', OTHER_ID], { _id: OTHER_ID });
  queryClient.setQueryData(['releases', 'options'], {});
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('release status toasts', () => {
  it('names the release and its new status in product words', () => {
    expect(releaseStatusToast(event())).toEqual({ type: 'success', title: '“Night Drive” is now Approved' });
    expect(releaseStatusToast(event({ to: 'ONLINE', displayStatus: 'ONLINE' })).title).toBe('“Night Drive” is now Online');
    expect(releaseStatusToast(event({ to: 'TAKEN_DOWN', displayStatus: 'TAKEN_DOWN' })).title).toBe('“Night Drive” is now Taken Down');
  });

  it('gives a rejection its reason and a longer time on screen', () => {
    expect(releaseStatusToast(event({ to: 'REJECTED', displayStatus: 'REJECTED', reason: 'The cover has a URL on it.' }))).toEqual({
      type: 'error',
      title: '“Night Drive” is now Rejected',
      description: 'Reason: The cover has a URL on it.',
      duration: REJECTED_TOAST_MS,
    });
  });
});

describe('a release status event', () => {
  it('shows the toast and reads the lists and that release again, not other releases or the options', async () => {
    const queryClient = seededClient();
    const notify = vi.fn<(toast: ReleaseStatusToast) => void>();
    await handleReleaseStatusEvent(event(), { queryClient, notify });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: '“Night Drive” is now Approved' });
    expect(invalidated(queryClient, ['releases', 'list', { page: 1 }])).toBe(true);
    expect(invalidated(queryClient, ['releases', 'admin', { page: 1 }])).toBe(true);
    expect(invalidated(queryClient, ['releases', 'detail', RELEASE_ID])).toBe(true);
    expect(invalidated(queryClient, ['releases', 'detail', OTHER_ID])).toBe(false);
    expect(invalidated(queryClient, ['releases', 'options'])).toBe(false);
  });

  it('is heard from the user events while the hook is mounted, and no longer after', async () => {
    const queryClient = seededClient();
    let emit: (message: UserEventMessage) => void = () => undefined;
    const events = createUserEvents(({ onMessage }) => {
      emit = onMessage;
      return new Promise(() => undefined);
    });
    events.start();
    const appClient = () => Promise.resolve(queryClient);
    const { unmount } = renderHook(() => useReleaseStatusUpdates(events, appClient));

    emit({ event: 'release-status', data: event() });
    await waitFor(() => expect(invalidated(queryClient, ['releases', 'detail', RELEASE_ID])).toBe(true));

    unmount();
    queryClient.setQueryData(['releases', 'detail', OTHER_ID], { _id: OTHER_ID });
    emit({ event: 'release-status', data: event({ releaseId: OTHER_ID }) });
    await Promise.resolve();
    expect(invalidated(queryClient, ['releases', 'detail', OTHER_ID])).toBe(false);
  });
});
