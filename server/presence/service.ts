import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { EventStreamHub, formatEvent, STREAM_POLICY } from '../streams/hub.js';
import type { PresenceBus } from './bus.js';
import { UpdateCoalescer } from './coalescer.js';
import { type BusMessage, fitted, MAX_PAYLOAD_BYTES, packed } from './messages.js';
import { PostLimiter } from './post-limiter.js';
import { PresenceRegistry } from './registry.js';
import type { PresenceEvent, PresencePatch, PresenceUser } from './types.js';

export interface PresenceOptions {
  /** A user whose heartbeats stop for this long is removed (a leave is broadcast). Default 90 s. */
  expiryMs?: number;
  /** How often expired users are looked for. Default 5 s. */
  sweepIntervalMs?: number;
  /** Updates of one user within this window reach subscribers as one. Default 1 s. */
  coalesceMs?: number;
  /** Comment pings on every stream. Default 20 s. */
  pingIntervalMs?: number;
  /** How often heartbeats are passed on to the other instances, in one batch. Default 10 s. */
  touchFlushMs?: number;
  /** A subscriber this far behind is dropped (it reconnects). Default 1 MiB: the first event holds the whole list. */
  maxBufferedBytes?: number;
  /** Presence posts one user may send at once (join, update, heartbeat, leave). Default 30. */
  postBurst?: number;
  /** How fast that allowance refills. Default 1 post a second. */
  postsPerSecond?: number;
  /** The other instances; none (null) when this is the only one, as with PGlite. */
  bus?: PresenceBus | null;
}

// An initial list this fresh is reused: thousands of subscribers reconnecting at once (after a
// restart) would otherwise serialize the whole list once each.
const SNAPSHOT_MAX_AGE_MS = 1000;

/** The presence registry of this instance, its event streams and its link to the other instances. */
export class PresenceService {
  readonly instanceId: string;
  private readonly registry = new PresenceRegistry();
  private readonly hub: EventStreamHub<'presence'>;
  private readonly coalescer: UpdateCoalescer;
  private readonly bus: PresenceBus | null;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly options: Required<Omit<PresenceOptions, 'bus'>>;
  private touched = new Set<string>();
  private touchedSince = 0;
  private snapshot: { version: number; at: number; event: Buffer } | null = null;
  private readonly posts: PostLimiter;
  private readonly changeListeners = new Set<() => void>();

  constructor({ bus = null, ...options }: PresenceOptions = {}) {
    this.options = {
      expiryMs: 90_000,
      sweepIntervalMs: 5_000,
      coalesceMs: 1_000,
      pingIntervalMs: STREAM_POLICY.pingIntervalMs,
      touchFlushMs: 10_000,
      maxBufferedBytes: 1024 * 1024,
      postBurst: 30,
      postsPerSecond: 1,
      ...options,
    };
    this.posts = new PostLimiter(this.options.postBurst, this.options.postsPerSecond);
    this.bus = bus;
    this.instanceId = bus?.instanceId ?? randomUUID();
    this.hub = new EventStreamHub(this.options);
    this.coalescer = new UpdateCoalescer(this.options.coalesceMs, (event) => this.broadcast(event));
  }

  async start(): Promise<void> {
    this.every(this.options.sweepIntervalMs, () => this.sweep());
    if (!this.bus) return;
    this.every(this.options.touchFlushMs, () => this.flushTouches());
    await this.bus.start({
      message: (message, from) => this.receive(message, from),
      connected: () => this.catchUp(),
    });
  }

  get counts(): { users: number; subscribers: number } {
    return { users: this.registry.size, subscribers: this.hub.size };
  }

  list(): PresenceUser[] {
    return this.registry.list();
  }

  /** Seconds until the user may post presence again; 0 when this post is allowed. */
  postWait(userId: string): number {
    return this.posts.take(userId);
  }

  join(user: PresenceUser): PresenceUser {
    const stored = this.registry.join(user, Date.now(), this.instanceId);
    this.bus?.publish({ t: 'join', u: fitted(stored) });
    this.coalescer.push({ type: 'join', user: stored });
    return stored;
  }

  /** False when the user has not joined (or has expired). */
  update(userId: string, patch: PresencePatch): boolean {
    const changed = this.registry.update(userId, patch, Date.now(), this.instanceId);
    if (!changed) return false;
    this.bus?.publish({ t: 'update', id: userId, p: fitted(changed) });
    this.coalescer.push({ type: 'update', userId, patch: changed });
    return true;
  }

  /** False when the user is unknown here: the client is to join again. Never broadcast. */
  heartbeat(userId: string): boolean {
    const now = Date.now();
    if (!this.registry.touch(userId, now, this.instanceId)) return false;
    if (this.bus) {
      if (this.touched.size === 0) this.touchedSince = now;
      this.touched.add(userId);
    }
    return true;
  }

  /** Whether a leave of the user (from `pageId`, when given) would end the presence this instance holds. */
  holds(userId: string, pageId?: string): boolean {
    return this.registry.holds(userId, pageId);
  }

  /** The user leaves; with `pageId`, only if that page load joined last (see `PresenceRegistry.leave`). */
  leave(userId: string, pageId?: string): void {
    // Published even when unknown here: another instance may know the user.
    this.bus?.publish(pageId === undefined ? { t: 'leave', id: userId } : { t: 'leave', id: userId, pg: pageId });
    if (this.registry.leave(userId, pageId)) this.coalescer.push({ type: 'leave', userId });
  }

  /**
   * Calls `listener` after each change the streams are told of (a join, update or leave, here or
   * on another instance, or an expiry); returns the function that stops it.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Takes over `response` as an event stream, starting with the whole list. */
  subscribe(response: ServerResponse): void {
    this.hub.add('presence', response, this.initialEvent());
  }

  /** Ends the open streams, so that closing the server does not wait for them. */
  closeStreams(): void {
    this.hub.closeAll();
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.coalescer.close();
    this.hub.closeAll();
    await this.bus?.close();
  }

  private initialEvent(): Buffer {
    const now = Date.now();
    const cached = this.snapshot;
    if (cached && cached.version === this.registry.version && now - cached.at < SNAPSHOT_MAX_AGE_MS) return cached.event;
    const event = formatEvent('initial', { users: this.registry.list() });
    this.snapshot = { version: this.registry.version, at: now, event };
    return event;
  }

  private broadcast(event: PresenceEvent): void {
    if (event.type === 'join') this.hub.broadcast('join', event.user);
    else if (event.type === 'update') this.hub.broadcast('update', { userId: event.userId, ...event.patch });
    else this.hub.broadcast('leave', { userId: event.userId });
    for (const listener of this.changeListeners) listener();
  }

  private sweep(): void {
    this.posts.prune();
    // Every instance expires on its own clock, so an expiry is not published.
    for (const userId of this.registry.expire(Date.now() - this.options.expiryMs)) {
      this.touched.delete(userId);
      this.coalescer.push({ type: 'leave', userId });
    }
  }

  private flushTouches(): void {
    if (this.touched.size === 0) return;
    const ids = [...this.touched];
    const at = this.touchedSince;
    this.touched = new Set();
    for (const group of packed(ids, MAX_PAYLOAD_BYTES - 100)) this.bus?.publish({ t: 'touch', at, ids: group });
  }

  private catchUp(): void {
    this.bus?.publish({ t: 'sync' });
    this.publishUsers(this.registry.heardBy(this.instanceId));
  }

  private publishUsers(users: PresenceUser[]): void {
    for (const group of packed(users.map((user) => fitted(user)), MAX_PAYLOAD_BYTES - 100)) {
      this.bus?.publish({ t: 'users', us: group });
    }
  }

  private receive(message: BusMessage, from: string): void {
    switch (message.t) {
      case 'join':
        this.coalescer.push({ type: 'join', user: this.registry.join(message.u, seenAt(message.u), from) });
        break;
      case 'update': {
        const changed = this.registry.update(message.id, message.p, seenAt(message.p), from);
        if (changed) this.coalescer.push({ type: 'update', userId: message.id, patch: changed });
        else this.bus?.publish({ t: 'want', to: from, ids: [message.id] });
        break;
      }
      case 'leave':
        if (this.registry.leave(message.id, message.pg)) this.coalescer.push({ type: 'leave', userId: message.id });
        break;
      case 'touch': {
        const unknown = message.ids.filter((userId) => !this.registry.touch(userId, message.at, from));
        if (unknown.length > 0) this.bus?.publish({ t: 'want', to: from, ids: unknown });
        break;
      }
      case 'users':
        for (const user of message.us) this.learn(user, from);
        break;
      case 'sync':
        this.publishUsers(this.registry.heardBy(this.instanceId));
        break;
      case 'want':
        if (message.to === this.instanceId) {
          this.publishUsers(message.ids.map((userId) => this.registry.get(userId)).filter((user) => user !== undefined));
        }
        break;
    }
  }

  /** A user from another instance's catch-up: announced only when new or changed. */
  private learn(user: PresenceUser, from: string): void {
    const known = this.registry.get(user.userId);
    if (known && sameApartFromLastSeen(known, user)) this.registry.touch(user.userId, seenAt(user), from);
    else this.coalescer.push({ type: 'join', user: this.registry.join(user, seenAt(user), from) });
  }

  private every(ms: number, task: () => void): void {
    this.timers.push(setInterval(task, ms).unref());
  }
}

function seenAt(value: { lastSeen?: string | undefined }): number {
  const at = value.lastSeen === undefined ? Number.NaN : Date.parse(value.lastSeen);
  return Number.isNaN(at) ? Date.now() : at;
}

function sameApartFromLastSeen(a: PresenceUser, b: PresenceUser): boolean {
  return isDeepStrictEqual({ ...a, lastSeen: null }, { ...b, lastSeen: null });
}
