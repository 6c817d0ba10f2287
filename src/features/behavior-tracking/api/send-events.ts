import { resolveApiBaseUrl, type components } from '@/shared/api';
import { BEHAVIOR_EVENTS_PATH } from '../config/sending';

export type BehaviorEventBatch = components['schemas']['BehaviorEventBatch'];

export interface SendOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Survives the page being unloaded. */
  keepalive?: boolean;
}

/**
 * `POST /analytics/events` with the bearer token. A plain `fetch`, not the API client: a failed
 * batch must never start a token refresh or send the user to the login page.
 */
export async function postBehaviorEvents(
  batch: BehaviorEventBatch,
  token: string,
  { baseUrl = resolveApiBaseUrl(), fetch = globalThis.fetch, keepalive = false }: SendOptions = {},
): Promise<void> {
  const response = await fetch(`${baseUrl}${BEHAVIOR_EVENTS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(batch),
    keepalive,
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`POST ${BEHAVIOR_EVENTS_PATH} answered ${response.status}`);
}

/**
 * The same batch with `navigator.sendBeacon`, for a page being hidden or left. A beacon cannot
 * carry an Authorization header, so the token travels in the body (`accessToken`). The body is a
 * string (sent as `text/plain`, which the contract accepts): unlike JSON, it needs no CORS
 * preflight, which a beacon cannot make, when the API is on another origin. Answers whether the
 * browser queued it.
 */
export function beaconBehaviorEvents(
  batch: BehaviorEventBatch,
  token: string,
  baseUrl: string = resolveApiBaseUrl(),
): boolean {
  const navigatorRef = globalThis.navigator;
  if (typeof navigatorRef?.sendBeacon !== 'function') return false;
  return navigatorRef.sendBeacon(`${baseUrl}${BEHAVIOR_EVENTS_PATH}`, JSON.stringify({ ...batch, accessToken: token }));
}
