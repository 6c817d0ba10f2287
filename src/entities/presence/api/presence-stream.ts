import { type EventStreamEnd, openEventStream, resolveApiBaseUrl } from '@/shared/api';
import { PRESENCE_STREAM_PATH } from '../config/constants';
import type { PresenceStreamMessage } from '../model/types';

/**
 * Base of the presence stream: `PUBLIC_PRESENCE_URL`, defaulting to the API URL (DESIGN §3).
 */
export function resolvePresenceBaseUrl(configured: string | undefined = import.meta.env.PUBLIC_PRESENCE_URL): string {
  return configured?.trim() ? resolveApiBaseUrl(configured) : resolveApiBaseUrl();
}

export type PresenceStreamEnd = EventStreamEnd;

export interface PresenceStreamOptions {
  /** Aborting closes the stream for good. */
  signal: AbortSignal;
  onMessage: (message: PresenceStreamMessage) => void;
  getToken?: () => string | null;
  /** Default: `{presence base}/user-presence`. */
  url?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Opens the admin presence feed (`GET {presence base}/user-presence`, spec 1 §7): kept open while
 * the tab is hidden, reconnecting after 1000 ms unless the server sent a `retry:` value (spec 1 §9),
 * also when the server ends the stream. A 403 is logged at debug level only and ends the stream
 * (spec 1 §8). Resolves when aborted or refused; never rejects.
 */
export function openPresenceStream({ url = `${resolvePresenceBaseUrl()}${PRESENCE_STREAM_PATH}`, ...options }: PresenceStreamOptions): Promise<PresenceStreamEnd> {
  return openEventStream({ ...options, url, label: 'Presence feed', openWhenHidden: true, endOnForbidden: true });
}
