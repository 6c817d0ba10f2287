import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../auth/throttle.js';
import type { OperationId } from '../contract/operations.js';
import { PostLimiter } from '../presence/post-limiter.js';
import { Interner } from './intern.js';
import type { BatchInput, BatchResult } from './ingest.js';
import { purgeBehavior } from './purge.js';
import { GroupWriter } from './writer.js';

export { behavioralAnalytics } from './analytics.js';
export { EVENT_TYPE_CODES } from './event-types.js';
export { type BatchResult } from './ingest.js';
export { userJourney } from './journey.js';
export { groupByLabel } from './merge-by-label.js';
export { pageLabelFromPath } from '../../src/shared/neutral/index.js';
export { purgeBehavior } from './purge.js';
export { readDayRange } from './range.js';
export { readRecentActivity } from './recent-activity.js';

export const DEFAULT_RETENTION_DAYS = 400;
export const BEHAVIOR_PURGE_JOB = 'behavior-purge';
const PURGE_EVERY_MS = 60 * 60 * 1000;

export const BEHAVIOR_MESSAGES = {
  tooManyBatches: 'Too many analytics batches. Try again in {wait}.',
  tooManyEvents: 'Too many analytics events. Try again in {wait}.',
} as const;

export interface BehaviorOptions {
  /** BEHAVIOR_RETENTION_DAYS: events and rollups older than this are purged (hourly). Default 400. */
  retentionDays?: number;
  /** Batches per user: a burst of `burst`, refilled at `perSecond`. Default 20 and 1. */
  batchLimit?: { burst: number; perSecond: number };
  /**
   * Events per user, however batched (what a write costs): a burst of `burst` (at least a full
   * batch), refilled at `perSecond`. Default 500 (what the app may have queued) and 10.
   */
  eventLimit?: { burst: number; perSecond: number };
}

export interface BehaviorService {
  readonly retentionDays: number;
  /**
   * Counts the caller's batch once per request, or throws 429 with Retry-After past the limit.
   * Runs before the body is read when the Authorization header names the caller (a refused batch
   * costs no parsing), and again in the handler for a token in the body (a no-op when counted).
   */
  admitBatch(request: FastifyRequest): void;
  /** Counts a batch's events (once its body is read), or throws 429 with Retry-After past the limit. */
  admitEvents(userId: string, count: number): void;
  record(input: BatchInput): Promise<BatchResult>;
}

const COLLECT_OPERATION: OperationId = 'collectBehaviorEvents';

declare module 'fastify' {
  interface FastifyInstance {
    /** Behavioural events (server/behavior): ingestion and its limits. */
    behavior: BehaviorService;
  }
}

/**
 * Decorates `app.behavior`, and purges old events hourly through a background job (its unique
 * key keeps several instances from purging at once).
 */
export function attachBehavior(app: FastifyInstance, options: BehaviorOptions = {}): void {
  const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const { burst, perSecond } = options.batchLimit ?? { burst: 20, perSecond: 1 };
  const limiter = new PostLimiter(burst, perSecond);
  const eventLimit = options.eventLimit ?? { burst: 500, perSecond: 10 };
  const eventLimiter = new PostLimiter(eventLimit.burst, eventLimit.perSecond);
  const writer = new GroupWriter(app.db, {
    paths: new Interner('behavior_paths', 'path'),
    names: new Interner('behavior_names', 'name'),
    sessions: new Map(),
  });
  let takes = 0;
  const counted = new WeakSet<FastifyRequest>();
  const behavior: BehaviorService = {
    retentionDays,
    admitBatch(request) {
      const userId = request.caller?.userId;
      if (userId === undefined || counted.has(request)) return;
      counted.add(request);
      if (++takes % 1000 === 0) {
        limiter.prune();
        eventLimiter.prune();
      }
      const wait = limiter.take(userId);
      if (wait > 0) throw tooManyRequests(wait, BEHAVIOR_MESSAGES.tooManyBatches);
    },
    admitEvents(userId, count) {
      const wait = eventLimiter.take(userId, Date.now(), count);
      if (wait > 0) throw tooManyRequests(wait, BEHAVIOR_MESSAGES.tooManyEvents);
    },
    record: (input) => writer.record(input),
  };
  app.decorate('behavior', behavior);
  app.addHook('onRoute', (route) => {
    if (route.config?.operation?.operationId !== COLLECT_OPERATION) return;
    const admitEarly = async (request: FastifyRequest) => behavior.admitBatch(request);
    route.preParsing = [...[route.preParsing ?? []].flat(), admitEarly];
  });

  app.jobs.register(BEHAVIOR_PURGE_JOB, async () => {
    const deleted = await purgeBehavior(app.db, retentionDays);
    if (deleted > 0) app.log.info(`Purged ${deleted} behavioural sessions older than ${retentionDays} days`);
  });
  const schedulePurge = () =>
    app.jobs.enqueue(BEHAVIOR_PURGE_JOB, {}, { delayMs: 60_000, uniqueKey: BEHAVIOR_PURGE_JOB }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not schedule the behavioural events purge');
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void schedulePurge();
    timer = setInterval(() => void schedulePurge(), PURGE_EVERY_MS).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
