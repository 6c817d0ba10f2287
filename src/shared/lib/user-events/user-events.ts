import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { tokenStore } from '@/shared/lib/session-token';
import { resolveApiBaseUrl, type components } from '@/shared/api';

/** The signed-in user's own feed (`GET /user/events`, streamUserEvents). */
export const USER_EVENTS_PATH = '/user/events';
/** The first wait before reconnecting, unless the server sent `retry:`; it doubles per failure… */
export const USER_EVENTS_RETRY_MS = 1000;
/** …up to this. */
export const USER_EVENTS_MAX_RETRY_MS = 30_000;

/** The events of the stream and their `data`. */
export interface UserEventMap {
  ready: Record<string, never>;
  'release-status': components['schemas']['ReleaseStatusEvent'];
  /** The account was archived (`reason: "archived"`): the app signs out; the stream then closes. */
  'session-ended': { reason: string };
}
export type UserEventName = keyof UserEventMap;
export interface UserEventMessage {
  event: string;
  data: unknown;
}

class UserEventsRetryError extends Error {
  override name = 'UserEventsRetryError';
}

/** The wait before the `failures`-th reconnection in a row: the base, doubled each time, capped. */
export function userEventsBackoff(failures: number, baseMs = USER_EVENTS_RETRY_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), USER_EVENTS_MAX_RETRY_MS);
}

export interface UserEventsStreamOptions {
  /** Aborting closes the stream for good (sign-out). */
  signal: AbortSignal;
  /** Each named event with its JSON `data` parsed; blocks that are not JSON are skipped. */
  onMessage: (message: UserEventMessage) => void;
  /** The bearer token, read again at every (re)connection (it may have been refreshed). */
  getToken?: () => string | null;
  url?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Opens `GET /user/events` with `@microsoft/fetch-event-source` and a bearer token. It reconnects
 * after any failure or end, waiting the server's `retry:` (else 1 s), doubled per failure in a row
 * up to 30 s, and back to the base once a connection opens. While the tab is hidden the stream is
 * closed and it reopens when the tab shows again (the library's default): a hidden tab needs no
 * toasts, and React Query reads stale lists again on focus. Resolves when aborted; never rejects.
 */
export async function openUserEventsStream({
  signal,
  onMessage,
  getToken = () => tokenStore.get(),
  url = `${resolveApiBaseUrl()}${USER_EVENTS_PATH}`,
  fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
}: UserEventsStreamOptions): Promise<void> {
  let serverRetryMs: number | undefined;
  let failures = 0;
  try {
    await fetchEventSource(url, {
      signal,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        const token = getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return fetchFn(input, { ...init, headers });
      },
      async onopen(response) {
        const contentType = response.headers.get('content-type') ?? '';
        if (response.ok && contentType.startsWith(EventStreamContentType)) {
          failures = 0;
          return;
        }
        await response.body?.cancel().catch(() => undefined);
        throw new UserEventsRetryError(`User events answered ${response.status} ${contentType}`.trim());
      },
      onmessage(message) {
        if (message.retry !== undefined) serverRetryMs = message.retry;
        if (!message.event || !message.data) return;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          console.warn(`User events: the data of "${message.event}" is not JSON; skipped`);
          return;
        }
        onMessage({ event: message.event, data });
      },
      onclose() {
        throw new UserEventsRetryError('User events closed by the server');
      },
      onerror(error: unknown) {
        failures += 1;
        console.debug('User events: reconnecting', error);
        return userEventsBackoff(failures, serverRetryMs ?? USER_EVENTS_RETRY_MS);
      },
    });
  } catch (error) {
    console.warn('User events stopped', error);
  }
}

type Listener<Name extends UserEventName> = (data: UserEventMap[Name]) => void;

export interface UserEvents {
  /** Opens the stream unless it is open already (once per tab). */
  start(): void;
  /** Closes it (sign-out). */
  stop(): void;
  readonly active: boolean;
  /** Hears one event; returns the unsubscribe. */
  subscribe<Name extends UserEventName>(event: Name, listener: Listener<Name>): () => void;
}

/** One stream shared by every subscriber of the tab. */
export function createUserEvents(open: (options: UserEventsStreamOptions) => Promise<void> = openUserEventsStream): UserEvents {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  let controller: AbortController | null = null;
  const dispatch = ({ event, data }: UserEventMessage) => {
    for (const listener of listeners.get(event) ?? []) listener(data);
  };
  return {
    start() {
      if (controller) return;
      controller = new AbortController();
      void open({ signal: controller.signal, onMessage: dispatch });
    },
    stop() {
      controller?.abort();
      controller = null;
    },
    get active() {
      return controller !== null;
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const entry = listener as (data: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
  };
}

/** The tab's user events (started by the app for a signed-in user after the first paint). */
export const userEvents = createUserEvents();
