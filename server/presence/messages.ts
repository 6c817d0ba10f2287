import type { PresencePatch, PresenceUser } from './types.js';

/** What instances tell each other over the bus; short keys, since a NOTIFY payload is small. */
export type BusMessage =
  | { t: 'join'; u: PresenceUser }
  | { t: 'update'; id: string; p: PresencePatch }
  /** `pg`: the page load leaving, when the client named it. */
  | { t: 'leave'; id: string; pg?: string }
  /** Heartbeats received since `at` (epoch ms), batched: hundreds a second would flood the channel. */
  | { t: 'touch'; at: number; ids: string[] }
  /** Users as the sender knows them, in answer to `sync` or `want`; unchanged ones are not re-announced. */
  | { t: 'users'; us: PresenceUser[] }
  /** "Send me the users you last heard from": a new or reconnected instance catching up. */
  | { t: 'sync' }
  /** The sender heard heartbeats from `to` about users it does not know. */
  | { t: 'want'; to: string; ids: string[] };

/** As sent: the message and the sending instance, so an instance can ignore its own echoes. */
export type Envelope = BusMessage & { i: string };

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin for the envelope.
export const MAX_PAYLOAD_BYTES = 7800;

export function byteLength(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

/**
 * The user or patch, its long strings cut until it fits in `maxBytes`. Only pathological input
 * (a path of thousands of multi-byte characters) needs it; the contract bounds every field.
 */
export function fitted<T extends object>(value: T, maxBytes = MAX_PAYLOAD_BYTES): T {
  let result = value;
  for (let maxChars = 512; byteLength(result) > maxBytes && maxChars >= 8; maxChars /= 4) {
    result = truncateStrings(value, maxChars);
  }
  return result;
}

function truncateStrings<T>(value: T, maxChars: number): T {
  if (typeof value === 'string') return (value.length > maxChars ? value.slice(0, maxChars) : value) as T;
  if (Array.isArray(value)) return value.map((item) => truncateStrings(item, maxChars)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, truncateStrings(item, maxChars)])) as T;
  }
  return value;
}

/** Splits items into groups whose JSON stays under `maxBytes` each (every item must fit alone). */
export function packed<T>(items: readonly T[], maxBytes = MAX_PAYLOAD_BYTES): T[][] {
  const groups: T[][] = [];
  const EMPTY = 1; // "[]" less the comma that the first item does not need
  let group: T[] = [];
  let size = EMPTY;
  for (const item of items) {
    const itemSize = byteLength(item) + 1;
    if (group.length > 0 && size + itemSize > maxBytes) {
      groups.push(group);
      group = [];
      size = EMPTY;
    }
    group.push(item);
    size += itemSize;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
