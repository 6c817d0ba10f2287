import { type components, type EventStreamEnd, type EventStreamState, openEventStream, resolveApiBaseUrl } from '@/shared/api';

export type RealtimeAnalytics = components['schemas']['RealtimeAnalytics'];
export type ConnectionState = EventStreamState;

/** `GET /admin/realtime-analytics/stream` (streamRealtimeAnalytics). */
export const REALTIME_STREAM_PATH = '/admin/realtime-analytics/stream';

export interface RealtimeStreamOptions {
  signal: AbortSignal;
  onSnapshot: (snapshot: RealtimeAnalytics) => void;
  onState: (state: ConnectionState) => void;
  fetch?: typeof globalThis.fetch;
}

/**
 * The admin realtime feed, opened as the presence feed is (kept open while hidden, a 403 ends it
 * as `refused`): the first request is `connecting`, later ones `reconnecting`; an event stream
 * answering makes it `live` until that stream ends.
 */
export function openRealtimeAnalyticsStream({ onSnapshot, ...options }: RealtimeStreamOptions): Promise<EventStreamEnd> {
  return openEventStream({
    ...options,
    url: `${resolveApiBaseUrl()}${REALTIME_STREAM_PATH}`,
    label: 'Realtime analytics',
    openWhenHidden: true,
    endOnForbidden: true,
    onMessage: ({ event, data }) => {
      if (event !== 'snapshot') return;
      try {
        onSnapshot(JSON.parse(data) as RealtimeAnalytics);
      } catch {
        console.warn('Realtime analytics: a snapshot that is not JSON; skipped');
      }
    },
  });
}
