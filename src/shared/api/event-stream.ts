import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { tokenStore } from '@/shared/lib/session-token';

/** What a stream is doing, for a live indicator: a 403 ends it as `refused` when asked to. */
export type EventStreamState = 'connecting' | 'live' | 'reconnecting' | 'refused';
/** Why `openEventStream` resolved. */
export type EventStreamEnd = 'aborted' | 'forbidden';

/** A named event and its `data` as sent (unnamed events are `message`). */
export interface EventStreamMessage {
  event: string;
  data: string;
}

/** The first wait before reconnecting, unless the server sent `retry:`. */
const EVENT_STREAM_RETRY_MS = 1000;

export interface EventStreamOptions {
  url: string;
  /** Names the stream in the console. */
  label: string;
  /** Aborting closes the stream for good. */
  signal: AbortSignal;
  onMessage: (message: EventStreamMessage) => void;
  onState?: (state: EventStreamState) => void;
  /** The bearer token, read again at every (re)connection (it may have been refreshed). */
  getToken?: () => string | null;
  fetch?: typeof globalThis.fetch;
  /** Kept open while the tab is hidden; else closed then, and reopened when it shows (the library's default). */
  openWhenHidden?: boolean;
  /** A 403 ends the stream (`forbidden`, logged at debug level only) instead of being retried. */
  endOnForbidden?: boolean;
  /** The wait doubles per failure in a row up to this (back to the base once a stream opens); default: it does not grow. */
  maxRetryMs?: number;
}

class ForbiddenError extends Error {
  override name = 'EventStreamForbiddenError';
}

class RetryError extends Error {
  override name = 'EventStreamRetryError';
}

/** The wait before the `failures`-th reconnection in a row: the base, doubled each time, capped. */
export function eventStreamBackoff(failures: number, baseMs: number, maxMs: number): number {
  return Math.max(baseMs, Math.min(baseMs * 2 ** Math.max(0, failures - 1), maxMs));
}

/**
 * Opens a server-sent event stream of the API with `@microsoft/fetch-event-source` and a bearer
 * token. It reconnects after any failure or end of the stream, waiting the server's last `retry:`
 * (else 1 s), growing per failure in a row up to `maxRetryMs`. An answer that is not
 * `text/event-stream` is a failure. Comment and `retry:`-only blocks are not messages.
 * Resolves when aborted (or refused, see `endOnForbidden`); never rejects.
 */
export async function openEventStream({
  url,
  label,
  signal,
  onMessage,
  onState = () => undefined,
  getToken = () => tokenStore.get(),
  fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
  openWhenHidden = false,
  endOnForbidden = false,
  maxRetryMs = 0,
}: EventStreamOptions): Promise<EventStreamEnd> {
  let serverRetryMs: number | undefined;
  let failures = 0;
  let attempts = 0;
  let live = false;
  // An open stream that ended or failed; a failed attempt is followed by the next one's state.
  const lost = () => {
    if (!live) return;
    live = false;
    if (!signal.aborted) onState('reconnecting');
  };
  try {
    await fetchEventSource(url, {
      signal,
      openWhenHidden,
      fetch: (input, init) => {
        onState(attempts++ === 0 ? 'connecting' : 'reconnecting');
        const headers = new Headers(init?.headers);
        const token = getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        else headers.delete('Authorization');
        return fetchFn(input, { ...init, headers });
      },
      async onopen(response) {
        const contentType = response.headers.get('content-type') ?? '';
        if (response.ok && contentType.startsWith(EventStreamContentType)) {
          failures = 0;
          live = true;
          onState('live');
          return;
        }
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 403 && endOnForbidden) throw new ForbiddenError(`${label} refused (403)`);
        throw new RetryError(`${label} answered ${response.ok ? contentType || 'no content type' : response.status}`);
      },
      onmessage(message) {
        if (message.retry !== undefined) serverRetryMs = message.retry;
        if (!message.data) return;
        onMessage({ event: message.event || 'message', data: message.data });
      },
      onclose() {
        lost();
        throw new RetryError(`${label} closed by the server`);
      },
      onerror(error: unknown) {
        if (error instanceof ForbiddenError) throw error;
        lost();
        failures += 1;
        console.warn(`${label}: reconnecting`, error);
        const base = serverRetryMs ?? EVENT_STREAM_RETRY_MS;
        return eventStreamBackoff(failures, base, maxRetryMs);
      },
    });
    return 'aborted';
  } catch (error) {
    if (error instanceof ForbiddenError) {
      console.debug(`${label}: 403, not retrying`);
      onState('refused');
      return 'forbidden';
    }
    console.warn(`${label} stopped`, error);
    return 'aborted';
  }
}
