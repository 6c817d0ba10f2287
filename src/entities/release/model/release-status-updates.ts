import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadQueryClient, type components } from '@/shared/api';
import type { UserEvents } from '@/shared/lib/user-events';
import { toaster } from '@/shared/ui';
import { releaseChanged } from '../api/admin-review-api';
import { releaseStatusLabel } from '../config/status';

export type ReleaseStatusEvent = components['schemas']['ReleaseStatusEvent'];

/** A rejection carries what to fix: it stays longer than the app's 3 s. */
export const REJECTED_TOAST_MS = 7000;

export interface ReleaseStatusToast {
  type: 'success' | 'info' | 'error';
  title: string;
  description?: string;
  duration?: number;
}

const TOAST_TYPES: Partial<Record<ReleaseStatusEvent['to'], ReleaseStatusToast['type']>> = {
  APPROVED: 'success',
  DELIVERED: 'success',
  ONLINE: 'success',
  REJECTED: 'error',
  TAKEN_DOWN: 'error',
};

/** “Night Drive” is now Approved (a rejection with its reason). */
export function releaseStatusToast(event: ReleaseStatusEvent): ReleaseStatusToast {
  const title = `“${event.title || 'Untitled release'}” is now ${releaseStatusLabel(event.displayStatus ?? event.to)}`;
  const type = TOAST_TYPES[event.to] ?? 'info';
  if (event.to === 'REJECTED') {
    const reason = event.reason?.trim();
    return { type, title, description: reason ? `Reason: ${reason}` : 'Open the release to see what to fix.', duration: REJECTED_TOAST_MS };
  }
  const reason = event.reason?.trim();
  return reason ? { type, title, description: reason } : { type, title };
}

export interface ReleaseStatusUpdateDeps {
  queryClient: QueryClient;
  notify?: (toast: ReleaseStatusToast) => void;
}

/** One `release-status` event: the toast, then the lists and that release are read again. */
export function handleReleaseStatusEvent(event: ReleaseStatusEvent, { queryClient, notify = (toast) => toaster.create(toast) }: ReleaseStatusUpdateDeps): Promise<void> {
  notify(releaseStatusToast(event));
  return releaseChanged(queryClient, event.releaseId);
}

/**
 * Hears the signed-in user's release status changes for as long as it is mounted: mount it once,
 * in the app shell, with the tab's user events (`userEvents` of `@/shared/lib/user-events`, passed
 * in so the event-source code stays in the shell's lazy chunk).
 */
export function useReleaseStatusUpdates(events: Pick<UserEvents, 'subscribe'>, queryClient: () => Promise<QueryClient> = loadQueryClient): void {
  // The app's query client, once it exists (this may mount before it does).
  useEffect(
    () => events.subscribe('release-status', (event) => void queryClient().then((client) => handleReleaseStatusEvent(event, { queryClient: client }))),
    [events, queryClient],
  );
}
