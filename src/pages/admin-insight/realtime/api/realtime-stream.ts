import { openPresenceStream, type PresenceStreamEnd } from '@/entities/presence';
import { resolveApiBaseUrl, type components } from '@/shared/api';

export type RealtimeAnalytics = components['schemas']['RealtimeAnalytics'];
export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/** `GET /admin/realtime-analytics/stream` (streamRealtimeAnalytics). */
export const REALTIME_STREAM_PATH = '/admin/realtime-analytics/stream';

export interface RealtimeStreamOptions {
  signal: AbortSignal;
  onSnapshot: (snapshot: RealtimeAnalytics) => void;
  onState: (state: ConnectionState) => void;
  fetch?: typeof globalThis.fetch;
}

/**
 * The admin realtime feed on presence's event-source stack (bearer token, reconnects, a 403 ends
 * it). The connection state is read from its requests: the first is `connecting`, later ones
 * `reconnecting`; an event stream answering makes it `live` until that stream ends.
 */
export async function openRealtimeAnalyticsStream({
  signal,
  onSnapshot,
  onState,
  fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
}: RealtimeStreamOptions): Promise<PresenceStreamEnd> {
  let attempts = 0;
  const ended = () => {
    if (!signal.aborted) onState('reconnecting');
  };
  const end = await openPresenceStream({
    signal,
    url: `${resolveApiBaseUrl()}${REALTIME_STREAM_PATH}`,
    onMessage: ({ event, data }) => {
      if (event !== 'snapshot') return;
      try {
        onSnapshot(JSON.parse(data) as RealtimeAnalytics);
      } catch {
        console.warn('Realtime analytics: a snapshot that is not JSON; skipped');
      }
    },
    fetch: async (input, init) => {
      onState(attempts++ === 0 ? 'connecting' : 'reconnecting');
      const response = await fetchFn(input, init);
      const isStream = response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
      if (!isStream || !response.body) return response;
      onState('live');
      return new Response(watchEnd(response.body, ended), { status: response.status, statusText: response.statusText, headers: response.headers });
    },
  });
  if (end === 'forbidden') onState('refused');
  return end;
}

/** The same bytes, calling `onEnd` once when the stream finishes or fails. */
function watchEnd(body: ReadableStream<Uint8Array>, onEnd: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          onEnd();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        onEnd();
        controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
