import type { PresencePatch, PresenceUser } from './types.js';

interface Entry {
  user: Omit<PresenceUser, 'lastSeen'>;
  // A number, not the ISO string: heartbeats (hundreds a second) then allocate nothing.
  lastSeenMs: number;
  /** The instance that last heard from this user; it answers for them when another instance syncs. */
  origin: string;
}

/** Who is online, on this instance and on the others it hears from. */
export class PresenceRegistry {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every change subscribers see (joins, updates, leaves), not on heartbeats. */
  version = 0;

  get size(): number {
    return this.entries.size;
  }

  has(userId: string): boolean {
    return this.entries.has(userId);
  }

  get(userId: string): PresenceUser | undefined {
    const entry = this.entries.get(userId);
    return entry && withLastSeen(entry);
  }

  /** Adds or replaces the user; returns what was stored, `lastSeen` included. */
  join(user: PresenceUser, at: number, origin: string): PresenceUser {
    const { lastSeen: _ignored, ...rest } = user;
    const entry = { user: rest, lastSeenMs: at, origin };
    this.entries.set(user.userId, entry);
    this.version++;
    return withLastSeen(entry);
  }

  /** Merges the fields into a known user; returns them with the new `lastSeen`, or null for an unknown user. */
  update(userId: string, patch: PresencePatch, at: number, origin: string): PresencePatch | null {
    const entry = this.entries.get(userId);
    if (!entry) return null;
    const { lastSeen: _ignored, ...fields } = patch;
    Object.assign(entry.user, fields);
    entry.lastSeenMs = Math.max(entry.lastSeenMs, at);
    entry.origin = origin;
    this.version++;
    return { ...fields, lastSeen: new Date(entry.lastSeenMs).toISOString() };
  }

  /** A heartbeat: false when the user is unknown. */
  touch(userId: string, at: number, origin: string): boolean {
    const entry = this.entries.get(userId);
    if (!entry) return false;
    if (at >= entry.lastSeenMs) {
      entry.lastSeenMs = at;
      entry.origin = origin;
    }
    return true;
  }

  /**
   * Removes the user; with `pageId`, only when that page load joined last (the leave of a page
   * being left may arrive after the next page's join, or come from the other of two tabs).
   */
  leave(userId: string, pageId?: string): boolean {
    if (!this.holds(userId, pageId)) return false;
    this.entries.delete(userId);
    this.version++;
    return true;
  }

  /** Whether the user is here and, with `pageId`, joined last from that page load (or named none). */
  holds(userId: string, pageId?: string): boolean {
    const joinedFrom = this.entries.get(userId)?.user;
    return joinedFrom !== undefined && (pageId === undefined || joinedFrom.pageId === undefined || joinedFrom.pageId === pageId);
  }

  /** Removes everyone last seen before `cutoff` (epoch ms) and returns their ids. */
  expire(cutoff: number): string[] {
    const expired: string[] = [];
    for (const [userId, entry] of this.entries) {
      if (entry.lastSeenMs < cutoff) expired.push(userId);
    }
    for (const userId of expired) this.leave(userId);
    return expired;
  }

  list(): PresenceUser[] {
    return Array.from(this.entries.values(), withLastSeen);
  }

  /** The users whose last news came through `origin`. */
  heardBy(origin: string): PresenceUser[] {
    return Array.from(this.entries.values())
      .filter((entry) => entry.origin === origin)
      .map(withLastSeen);
  }
}

function withLastSeen(entry: Entry): PresenceUser {
  return { ...entry.user, lastSeen: new Date(entry.lastSeenMs).toISOString() };
}
