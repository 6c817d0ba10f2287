import { apiClient, resolveApiBaseUrl, unwrap } from '@/shared/api';
import type {
  PresenceHeartbeatRequest,
  PresenceHeartbeatResponse,
  PresenceLeaveRequest,
  PresenceLocationUpdate,
  PresenceStatusUpdate,
  PresenceUser,
} from '../model/types';

/** Joins refused for posting too fast are sent again this many times, each after the server's `Retry-After`. */
const JOIN_ATTEMPTS = 3;
/** A longer wait is left to the heartbeat, which asks to join again within 30 s. */
const MAX_JOIN_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `POST /presence/join` with the full presence user (spec 1 §7). A user who moves through pages
 * fast spends the presence allowance (429): the join then goes again once the server's
 * `Retry-After` has passed, instead of leaving them offline until the next heartbeat.
 */
export async function requestPresenceJoin(user: PresenceUser, { wait = sleep } = {}): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const result = await apiClient.POST('/presence/join', { body: user });
    const waitMs = retryAfterMs(result.response);
    if (result.response.status !== 429 || waitMs === null || attempt === JOIN_ATTEMPTS) {
      return (await unwrap(Promise.resolve(result))).success;
    }
    await wait(waitMs);
  }
}

/** The `Retry-After` of an answer in milliseconds (seconds only), when it is short enough to wait for. */
function retryAfterMs(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const ms = seconds * 1000;
  return ms <= MAX_JOIN_WAIT_MS ? ms : null;
}

/** `POST /presence/update` with the location, or with `{userId, status}`. */
export async function requestPresenceUpdate(body: PresenceLocationUpdate | PresenceStatusUpdate): Promise<boolean> {
  const answer = await unwrap(apiClient.POST('/presence/update', { body }));
  return answer.success;
}

/** `POST /presence/heartbeat`; answers `{success, needsRejoin}`. */
export async function requestPresenceHeartbeat(body: PresenceHeartbeatRequest): Promise<PresenceHeartbeatResponse> {
  return unwrap(apiClient.POST('/presence/heartbeat', { body }));
}

export interface LeaveOptions {
  /** The bearer token to send (the stored one may already be cleared, e.g. on logout). */
  token: string | null;
  /** Survives the page being unloaded (pagehide). */
  keepalive?: boolean;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * `POST /presence/leave`. Sent with `fetch(…, {keepalive: true})` so it also leaves from a page
 * that is going away (a beacon cannot carry the bearer token), and with an explicit token so it
 * still goes out while the session is being cleared.
 */
export async function requestPresenceLeave(
  body: PresenceLeaveRequest,
  { token, keepalive = false, baseUrl = resolveApiBaseUrl(), fetch = globalThis.fetch }: LeaveOptions,
): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/presence/leave`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    keepalive,
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`POST /presence/leave answered ${response.status}`);
}
