import type { PresenceStreamMessage, PresenceUser } from './types';

/** What one feed event does to the list. */
export interface FeedReduction {
  /** The list after the event (never null once an event was handled). */
  users: PresenceUser[];
  /** Set when the payload could not be used; the list is then kept (or empty if there was none). */
  warning?: string;
}

/** Event names of the feed (spec 1 §4). */
export const PRESENCE_FEED_EVENTS = ['initial', 'join', 'update', 'leave', 'heartbeat'] as const;
export type PresenceFeedEvent = (typeof PRESENCE_FEED_EVENTS)[number];

export const isPresenceFeedEvent = (name: string): name is PresenceFeedEvent =>
  (PRESENCE_FEED_EVENTS as readonly string[]).includes(name);

type Parsed = { ok: true; value: unknown } | { ok: false; warning: string };

/**
 * Spec 1 §8: data starting with 'Cannot' or '<' (an error page or proxy answer such as
 * "Cannot GET /user-presence" or "<!DOCTYPE html>"), or containing 'html', is a non-JSON
 * response. The 'html' test is applied to data that is not JSON only, so a real user whose
 * path happens to contain "html" is not dropped (the outcome for non-JSON data is the same).
 */
function parseData(event: string, data: string): Parsed {
  const text = data.trim();
  if (text.startsWith('Cannot') || text.startsWith('<')) {
    return { ok: false, warning: `Presence feed: non-JSON response in "${event}" event ignored` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return text.includes('html')
      ? { ok: false, warning: `Presence feed: non-JSON response in "${event}" event ignored` }
      : { ok: false, warning: `Presence feed: unparseable "${event}" event ignored` };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasUserId = (value: unknown): value is { userId: string } & Record<string, unknown> =>
  isRecord(value) && typeof value.userId === 'string' && value.userId !== '';

/** `initial` data: `{users: [...]}` or a bare array. */
function initialList(value: unknown): PresenceUser[] | null {
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.users) ? value.users : null;
  if (!list) return null;
  // A later entry of the same user wins.
  const byId = new Map<string, PresenceUser>();
  for (const item of list) if (hasUserId(item)) byId.set(item.userId, item as unknown as PresenceUser);
  return [...byId.values()];
}

/**
 * Applies one feed event to the list (spec 1 §4 "Live feed events", §8):
 * `initial` replaces the list (from a `users` array or a bare array); `join` adds the user,
 * replacing any entry with the same userId; `update` merges fields into the matching user;
 * `leave` removes the user; `heartbeat` changes nothing. A payload that cannot be used leaves the
 * list unchanged, or empty if there was none, with a warning. Other event names are not feed
 * events: the caller ignores them (see `isPresenceFeedEvent`).
 */
export function reducePresenceEvent(current: PresenceUser[] | null, message: PresenceStreamMessage): FeedReduction {
  const users = current ?? [];
  const { event, data } = message;
  if (event === 'heartbeat' || !isPresenceFeedEvent(event)) return { users };

  const parsed = parseData(event, data);
  if (!parsed.ok) return { users, warning: parsed.warning };
  const value = parsed.value;
  const unusable = { users, warning: `Presence feed: "${event}" event without usable data ignored` };

  switch (event) {
    case 'initial': {
      const list = initialList(value);
      return list ? { users: list } : unusable;
    }
    case 'join': {
      if (!hasUserId(value)) return unusable;
      const joined = value as unknown as PresenceUser;
      return { users: [...users.filter((user) => user.userId !== joined.userId), joined] };
    }
    case 'update': {
      if (!hasUserId(value)) return unusable;
      const index = users.findIndex((user) => user.userId === value.userId);
      if (index === -1) return { users };
      const next = [...users];
      next[index] = { ...users[index], ...(value as Partial<PresenceUser>) } as PresenceUser;
      return { users: next };
    }
    case 'leave': {
      if (!hasUserId(value)) return unusable;
      const next = users.filter((user) => user.userId !== value.userId);
      return { users: next.length === users.length ? users : next };
    }
    default:
      return { users };
  }
}
