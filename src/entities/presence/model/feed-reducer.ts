import { lastSeenTime } from '../lib/sort-online-users';
import type { PresenceStreamMessage, PresenceUser, PresenceUsersById } from './types';

/** What a batch of feed events does to the list. */
export interface FeedBatchReduction {
  /** The list after the events; the same map when none of them changed it. */
  users: PresenceUsersById;
  /** One per payload that could not be used, in order. */
  warnings: string[];
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
function initialList(value: unknown): Map<string, PresenceUser> | null {
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.users) ? value.users : null;
  if (!list) return null;
  // A later entry of the same user wins (in the place of the first).
  const byId = new Map<string, PresenceUser>();
  for (const item of list) if (hasUserId(item)) byId.set(item.userId, item as unknown as PresenceUser);
  for (const user of byId.values()) lastSeenTime(user);
  return byId;
}

/** A list built from users (a later entry of the same user wins); for tests and fixtures. */
export function presenceUsersById(users: readonly PresenceUser[]): PresenceUsersById {
  return new Map(users.map((user) => [user.userId, user]));
}

/**
 * Applies feed events, in order, to the list (spec 1 §4 "Live feed events", §8):
 * `initial` replaces the list (from a `users` array or a bare array); `join` adds the user,
 * replacing any entry with the same userId; `update` merges fields into the matching user;
 * `leave` removes the user; `heartbeat` changes nothing. A payload that cannot be used leaves the
 * list unchanged, or empty if there was none, with a warning. Other event names are not feed
 * events and are skipped (see `isPresenceFeedEvent`).
 *
 * The given map is never changed: the first event that changes the list copies it once, and the
 * rest of the batch writes into that copy, so a batch costs one copy however many events it holds.
 * Each user's last-seen time is parsed here, once per new or updated user, for the sorting.
 */
export function reducePresenceEvents(
  current: PresenceUsersById | null,
  messages: readonly PresenceStreamMessage[],
): FeedBatchReduction {
  let users: PresenceUsersById = current ?? new Map();
  /** The map this call owns (may be written), once there is one. */
  let draft: Map<string, PresenceUser> | null = null;
  const writable = (): Map<string, PresenceUser> => {
    if (!draft) {
      draft = new Map(users);
      users = draft;
    }
    return draft;
  };
  const warnings: string[] = [];

  for (const { event, data } of messages) {
    if (event === 'heartbeat' || !isPresenceFeedEvent(event)) continue;

    const parsed = parseData(event, data);
    if (!parsed.ok) {
      warnings.push(parsed.warning);
      continue;
    }
    const value = parsed.value;
    const unusable = `Presence feed: "${event}" event without usable data ignored`;

    switch (event) {
      case 'initial': {
        const list = initialList(value);
        if (!list) warnings.push(unusable);
        else users = draft = list;
        break;
      }
      case 'join': {
        if (!hasUserId(value)) {
          warnings.push(unusable);
          break;
        }
        const next = writable();
        const joined = value as unknown as PresenceUser;
        lastSeenTime(joined);
        // Replaces any entry with the same userId; the joined user goes last.
        next.delete(joined.userId);
        next.set(joined.userId, joined);
        break;
      }
      case 'update': {
        if (!hasUserId(value)) {
          warnings.push(unusable);
          break;
        }
        const previous = users.get(value.userId);
        if (!previous) break;
        const updated = { ...previous, ...(value as Partial<PresenceUser>) } as PresenceUser;
        lastSeenTime(updated);
        writable().set(value.userId, updated);
        break;
      }
      case 'leave': {
        if (!hasUserId(value)) {
          warnings.push(unusable);
          break;
        }
        if (users.has(value.userId)) writable().delete(value.userId);
        break;
      }
    }
  }
  return { users, warnings };
}
