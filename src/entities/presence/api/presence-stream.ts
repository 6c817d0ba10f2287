import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { resolveApiBaseUrl } from '@/shared/api';
import { tokenStore } from '@/shared/lib/session-token';
import { PRESENCE_STREAM_PATH, PRESENCE_STREAM_RETRY_MS } from '../config/constants';
import type { PresenceStreamMessage } from '../model/types';

/**
 * Base of the presence stream: `PUBLIC_PRESENCE_URL`, defaulting to the API URL (DESIGN §3).
 */
export function resolvePresenceBaseUrl(configured: string | undefined = import.meta.env.PUBLIC_PRESENCE_URL): string {
  return configured?.trim() ? resolveApiBaseUrl(configured) : resolveApiBaseUrl();
}

/** The server refused the feed (403): expected for non-admins, so it is not retried. */
class PresenceFeedForbiddenError extends Error {
  override name = 'PresenceFeedForbiddenError';
}

/** Any other failure to open or keep the stream; the stream reconnects. */
class PresenceFeedRetryError extends Error {
  override name = 'PresenceFeedRetryError';
}

export type PresenceStreamEnd = 'aborted' | 'forbidden';

export interface PresenceStreamOptions {
  /** Aborting closes the stream for good. */
  signal: AbortSignal;
  onMessage: (message: PresenceStreamMessage) => void;
  /** The bearer token, read again at every (re)connection (it may have been refreshed). */
  getToken?: () => string | null;
  /** Default: `{presence base}/user-presence`. */
  url?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Opens the admin presence feed (`GET {presence base}/user-presence`, spec 1 §7) with
 * `@microsoft/fetch-event-source`: a bearer token, kept open while the tab is hidden, reconnecting
 * after 1000 ms unless the server sent a `retry:` value, also when the server ends the stream.
 * A response that is not `text/event-stream` is an error and retries. A 403 is logged at debug
 * level only and ends the stream (spec 1 §8). Resolves when aborted or refused; never rejects.
 */
export async function openPresenceStream({
  signal,
  onMessage,
  getToken = () => tokenStore.get(),
  url = `${resolvePresenceBaseUrl()}${PRESENCE_STREAM_PATH}`,
  fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
}: PresenceStreamOptions): Promise<PresenceStreamEnd> {
  const token = getToken();
  // The wait before reconnecting: the server's last `retry:` value, else 1000 ms.
  let serverRetryMs: number | undefined;
  try {
    await fetchEventSource(url, {
      signal,
      openWhenHidden: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      // The token is read again for every attempt, so a refreshed token is used on reconnecting.
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        const current = getToken();
        if (current) headers.set('Authorization', `Bearer ${current}`);
        else headers.delete('Authorization');
        return fetchFn(input, { ...init, headers });
      },
      async onopen(response) {
        const contentType = response.headers.get('content-type') ?? '';
        if (response.ok && contentType.startsWith(EventStreamContentType)) return;
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 403) throw new PresenceFeedForbiddenError('Presence feed refused (403)');
        throw new PresenceFeedRetryError(
          response.ok
            ? `Presence feed answered ${contentType || 'no content type'} instead of ${EventStreamContentType}`
            : `Presence feed answered ${response.status}`,
        );
      },
      onmessage(message) {
        if (message.retry !== undefined) serverRetryMs = message.retry;
        // Blocks holding only `retry:` or a comment (`: ping`) arrive as empty messages.
        if (!message.event && !message.data) return;
        onMessage({ event: message.event || 'message', data: message.data });
      },
      onclose() {
        throw new PresenceFeedRetryError('Presence feed closed by the server');
      },
      onerror(error: unknown) {
        if (error instanceof PresenceFeedForbiddenError) throw error;
        console.warn('Presence feed error; reconnecting', error);
        return serverRetryMs ?? PRESENCE_STREAM_RETRY_MS;
      },
    });
    return 'aborted';
  } catch (error) {
    if (error instanceof PresenceFeedForbiddenError) {
      console.debug('Presence feed: 403, not an admin; not retrying');
      return 'forbidden';
    }
    console.warn('Presence feed stopped', error);
    return 'aborted';
  }
}
