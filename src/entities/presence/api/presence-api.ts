import { apiClient, resolveApiBaseUrl, unwrap } from '@/shared/api';
import type {
  PresenceHeartbeatRequest,
  PresenceHeartbeatResponse,
  PresenceLeaveRequest,
  PresenceLocationUpdate,
  PresenceStatusUpdate,
  PresenceUser,
} from '../model/types';

/** `POST /presence/join` with the full presence user (spec 1 §7). */
export async function requestPresenceJoin(user: PresenceUser): Promise<boolean> {
  const answer = await unwrap(apiClient.POST('/presence/join', { body: user }));
  return answer.success;
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
