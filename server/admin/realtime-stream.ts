import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { EventStreamHub, formatEvent, STREAM_POLICY, type StreamPolicy } from '../streams/hub.js';
import { type RealtimeAnalytics, realtimeSnapshot } from './realtime.js';

export interface RealtimeStreamOptions extends StreamPolicy {
  /** Snapshots are broadcast at most this often. */
  minIntervalMs: number;
  /** Without presence changes, the figures are recomputed this often (sent only when they changed). */
  refreshMs: number;
}

const DEFAULTS: RealtimeStreamOptions = { minIntervalMs: 2_000, refreshMs: 5_000, ...STREAM_POLICY };

/**
 * The admins' realtime analytics streams (`GET /admin/realtime-analytics/stream`) on the presence
 * stack: a `snapshot` on open, then one whenever the figures change — at once after a presence
 * change, else on a timer — never more than one per `minIntervalMs`. While nobody is subscribed,
 * nothing runs: no timer, no presence listener.
 */
export class RealtimeAnalyticsStreams {
  private readonly hub: EventStreamHub<'realtime'>;
  private readonly options: RealtimeStreamOptions;
  private stopWatching: (() => void) | null = null;
  private refreshTimer: NodeJS.Timeout | undefined;
  private pushTimer: NodeJS.Timeout | undefined;
  private lastPushAt = 0;
  private lastFigures = '';

  constructor(
    readonly snapshot: () => Promise<RealtimeAnalytics>,
    private readonly watchPresence: (listener: () => void) => () => void,
    private readonly onError: (error: unknown) => void,
    options: Partial<RealtimeStreamOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.hub = new EventStreamHub(this.options);
  }

  get subscribers(): number {
    return this.hub.size;
  }

  /** Whether the timer and the presence listener run (only while someone is subscribed). */
  get running(): boolean {
    return this.stopWatching !== null;
  }

  /** Takes over `response` as an event stream that opens with `first` (computed before the hijack, so a failure is a 500). */
  add(response: ServerResponse, first: RealtimeAnalytics): void {
    this.hub.add('realtime', response, formatEvent('snapshot', first));
    if (response.destroyed) return;
    // Registered after the hub's own close listener: the hub has already forgotten the stream.
    response.once('close', () => {
      if (this.hub.size === 0) this.stop();
    });
    this.start();
  }

  close(): void {
    this.stop();
    this.hub.closeAll();
  }

  private start(): void {
    if (this.stopWatching) return;
    this.stopWatching = this.watchPresence(() => this.schedule());
    this.refreshTimer = setInterval(() => this.schedule(), this.options.refreshMs).unref();
  }

  private stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    clearInterval(this.refreshTimer);
    clearTimeout(this.pushTimer);
    this.refreshTimer = this.pushTimer = undefined;
    this.lastFigures = '';
  }

  /** A push soon: at once, or when `minIntervalMs` has passed since the last one; one pending push covers every change before it. */
  private schedule(): void {
    if (this.pushTimer) return;
    const wait = Math.max(0, this.lastPushAt + this.options.minIntervalMs - Date.now());
    this.pushTimer = setTimeout(() => {
      this.pushTimer = undefined;
      void this.push();
    }, wait).unref();
  }

  private async push(): Promise<void> {
    if (this.hub.size === 0) return;
    this.lastPushAt = Date.now();
    let snapshot: RealtimeAnalytics;
    try {
      snapshot = await this.snapshot();
    } catch (error) {
      this.onError(error);
      return;
    }
    const figures = JSON.stringify({ ...snapshot, generatedAt: null });
    if (figures === this.lastFigures) return;
    this.lastFigures = figures;
    this.hub.broadcast('snapshot', snapshot);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    realtimeAnalytics: RealtimeAnalyticsStreams;
  }
}

/** Gives the app `app.realtimeAnalytics`; call after presence is attached. */
export function attachRealtimeAnalytics(app: FastifyInstance, options: Partial<RealtimeStreamOptions> = {}): void {
  const streams = new RealtimeAnalyticsStreams(
    () => realtimeSnapshot(app.db, app.presence),
    (listener) => app.presence.onChange(listener),
    (error) => app.log.warn({ err: error }, 'realtime analytics'),
    options,
  );
  app.decorate('realtimeAnalytics', streams);
  // Open streams would hold the server's close until the grace period runs out.
  app.addHook('preClose', async () => streams.close());
}
