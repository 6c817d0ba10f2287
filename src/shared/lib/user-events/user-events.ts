import { type components, openEventStream, resolveApiBaseUrl } from '@/shared/api';

/** The signed-in user's own feed (`GET /user/events`, streamUserEvents). */
export const USER_EVENTS_PATH = '/user/events';
/** The wait before reconnecting doubles per failure in a row up to this. */
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

export interface UserEventsStreamOptions {
  /** Aborting closes the stream for good (sign-out). */
  signal: AbortSignal;
  /** Each named event with its JSON `data` parsed; blocks that are not JSON are skipped. */
  onMessage: (message: UserEventMessage) => void;
  getToken?: () => string | null;
  url?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Opens `GET /user/events`. It reconnects after any failure or end, waiting the server's `retry:`
 * (else 1 s), doubled per failure in a row up to 30 s. While the tab is hidden the stream is
 * closed and it reopens when the tab shows again: a hidden tab needs no toasts, and React Query
 * reads stale lists again on focus. Resolves when aborted; never rejects.
 */
export async function openUserEventsStream({
  onMessage,
  url = `${resolveApiBaseUrl()}${USER_EVENTS_PATH}`,
  ...options
}: UserEventsStreamOptions): Promise<void> {
  await openEventStream({
    ...options,
    url,
    label: 'User events',
    maxRetryMs: USER_EVENTS_MAX_RETRY_MS,
    onMessage({ event, data }) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        console.warn(`User events: the data of "${event}" is not JSON; skipped`);
        return;
      }
      onMessage({ event, data: parsed });
    },
  });
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
