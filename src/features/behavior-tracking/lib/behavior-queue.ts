import type { BehaviorEvent } from '@/shared/analytics';
import type { BehaviorEventBatch } from '../api/send-events';
import {
  BEHAVIOR_BATCH_SIZE,
  BEHAVIOR_FLUSH_INTERVAL_MS,
  BEHAVIOR_MAX_BATCH,
  BEHAVIOR_MAX_EVENT_BYTES,
  BEHAVIOR_MAX_QUEUED,
} from '../config/sending';
import { eventBytes, fitEvent } from './fit-event';

export interface BehaviorQueueOptions {
  /** The browsing session's id, read at each send (a new one after a sign-out). */
  sessionId: string | (() => string);
  appVersion?: string;
  /** The bearer token now; `null` when signed out (nothing is queued or sent then). */
  getToken: () => string | null;
  /** Sends one batch; rejects on any failure. */
  post: (batch: BehaviorEventBatch, token: string, keepalive: boolean) => Promise<void>;
  /** Hands one batch to `navigator.sendBeacon`; `false` when the browser would not take it. */
  beacon: (batch: BehaviorEventBatch, token: string) => boolean;
  batchSize?: number;
  intervalMs?: number;
  maxQueued?: number;
}

export interface BehaviorQueue {
  /** Queues an event (dropped while signed out); a full batch is sent at once. */
  record(event: BehaviorEvent): void;
  /** Sends what is queued, in batches. */
  flush(): void;
  /** Sends what is queued with beacons: the page is being hidden or left. */
  flushOnHide(): void;
  /** Forgets what is queued (sign-out). */
  clear(): void;
  /** Sends on an interval until the returned function is called. */
  start(): () => void;
  size(): number;
}

/**
 * The app's behavioural events on their way to `POST /analytics/events`. Sending never blocks or
 * throws: a failed batch is put back once and goes with the next send; failing again, it is dropped.
 */
export function createBehaviorQueue({
  sessionId,
  appVersion,
  getToken,
  post,
  beacon,
  batchSize = BEHAVIOR_BATCH_SIZE,
  intervalMs = BEHAVIOR_FLUSH_INTERVAL_MS,
  maxQueued = BEHAVIOR_MAX_QUEUED,
}: BehaviorQueueOptions): BehaviorQueue {
  let queue: BehaviorEvent[] = [];
  const retried = new WeakSet<BehaviorEvent>();

  const currentSessionId = typeof sessionId === 'function' ? sessionId : () => sessionId;
  const batchOf = (events: BehaviorEvent[]): BehaviorEventBatch =>
    appVersion ? { sessionId: currentSessionId(), appVersion, events } : { sessionId: currentSessionId(), events };

  /** The queue in batches of at most BEHAVIOR_MAX_BATCH events and BEHAVIOR_MAX_EVENT_BYTES. */
  function takeBatches(): BehaviorEvent[][] {
    const batches: BehaviorEvent[][] = [];
    let batch: BehaviorEvent[] = [];
    let bytes = 0;
    for (const event of queue) {
      const size = eventBytes(event);
      if (batch.length === BEHAVIOR_MAX_BATCH || (batch.length > 0 && bytes + size > BEHAVIOR_MAX_EVENT_BYTES)) {
        batches.push(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(event);
      bytes += size;
    }
    if (batch.length > 0) batches.push(batch);
    queue = [];
    return batches;
  }

  function putBack(events: BehaviorEvent[]) {
    if (getToken() === null) return;
    const again = events.filter((event) => !retried.has(event));
    for (const event of again) retried.add(event);
    queue = [...again, ...queue].slice(-maxQueued);
  }

  function send(events: BehaviorEvent[], token: string) {
    Promise.resolve()
      .then(() => post(batchOf(events), token, false))
      .catch(() => putBack(events));
  }

  function flush() {
    const token = getToken();
    if (token === null) {
      queue = [];
      return;
    }
    for (const events of takeBatches()) send(events, token);
  }

  function flushOnHide() {
    const token = getToken();
    if (token === null) {
      queue = [];
      return;
    }
    for (const events of takeBatches()) {
      let queued = false;
      try {
        queued = beacon(batchOf(events), token);
      } catch {
        queued = false;
      }
      if (!queued) {
        Promise.resolve()
          .then(() => post(batchOf(events), token, true))
          .catch(() => undefined);
      }
    }
  }

  return {
    record(event) {
      if (getToken() === null) return;
      queue.push(fitEvent(event));
      if (queue.length > maxQueued) queue.shift();
      if (queue.length >= batchSize) flush();
    },
    flush,
    flushOnHide,
    clear() {
      queue = [];
    },
    start() {
      const timer = setInterval(flush, intervalMs);
      return () => clearInterval(timer);
    },
    size: () => queue.length,
  };
}
