import type { Database, Queryable } from '../db/index.js';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** A claimed job as its handler sees it. */
export interface Job<Payload = unknown> {
  id: number;
  kind: string;
  payload: Payload;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

/** Runs one job. Jobs may run again after a crash or a retry, so handlers must be idempotent. */
export type JobHandler<Payload = unknown> = (payload: Payload, job: Job<Payload>) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this instant. */
  runAt?: Date;
  /** Not before this many milliseconds from now (ignored with `runAt`). */
  delayMs?: number;
  /** While a job with this key waits or runs, enqueueing another one with it does nothing. */
  uniqueKey?: string;
  /** Default the queue's `maxAttempts`. */
  maxAttempts?: number;
}

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  /** How often the database is asked for due jobs. Default 500 ms. */
  pollIntervalMs?: number;
  /** Handlers running at once in this process. Default 4. */
  concurrency?: number;
  /** How long a claim holds; renewed while the handler runs, so only a stopped instance lets it run out. Default 30 s. */
  lockMs?: number;
  /** Default attempts of a job before it fails. Default 5. */
  maxAttempts?: number;
  /** Wait before attempt `attempt + 1`. Default 1 s doubling up to 10 minutes. */
  retryDelayMs?: (attempt: number) => number;
  /** Done jobs are deleted this long after they finished. Default one day; failed ones are kept 30 days. */
  keepDoneMs?: number;
  keepFailedMs?: number;
  log?: JobLog;
}

export type JobCounts = Record<JobState, number>;

export interface JobQueue {
  /** Adds a job (inside `tx` when given, so it exists only if that transaction commits). Null when `uniqueKey` is already waiting or running. */
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions, tx?: Queryable): Promise<number | null>;
  register<Payload>(kind: string, handler: JobHandler<Payload>): void;
  /** Starts polling. */
  start(): void;
  /** Stops claiming and waits for the running handlers. */
  stop(): Promise<void>;
  /** Runs every job of a registered kind that is due now, and those they make due now; resolves with how many ran. For tests. */
  runDue(): Promise<number>;
  counts(): Promise<JobCounts>;
}

interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const PRUNE_EVERY_MS = 60_000;
const MAX_ERROR_LENGTH = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const defaultRetryDelayMs = (attempt: number): number => Math.min(1000 * 2 ** (attempt - 1), 10 * 60 * 1000);

const silentLog: JobLog = { warn: () => {}, error: () => {} };

/**
 * A job queue in the `jobs` table, the same on PGlite and PostgreSQL. Claims take rows with
 * `for update skip locked`, so instances sharing one PostgreSQL never take the same job; a claim
 * holds until `locked_until`, which the running instance keeps renewing, so the jobs of an
 * instance that stopped mid-run are claimed again once it runs out. Nothing lives only in memory:
 * a restart picks up where the last process left off. No handler's failure escapes the queue.
 */
export function createJobQueue(db: Database, options: JobQueueOptions = {}): JobQueue {
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const concurrency = options.concurrency ?? 4;
  const lockMs = options.lockMs ?? 30_000;
  const defaultMaxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const keepDoneMs = options.keepDoneMs ?? DAY_MS;
  const keepFailedMs = options.keepFailedMs ?? 30 * DAY_MS;
  const log = options.log ?? silentLog;

  const handlers = new Map<string, JobHandler>();
  const active = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let pollAgain = false;
  let lastPruneAt = 0;

  async function claim(limit: number): Promise<JobRow[]> {
    const kinds = [...handlers.keys()];
    if (limit <= 0 || kinds.length === 0) return [];
    const { rows } = await db.query<JobRow>(
      `update jobs set state = 'running', attempts = attempts + 1,
         locked_until = now() + $3::double precision * interval '1 millisecond'
       where id in (
         select id from jobs
         where kind = any($1::text[])
           and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
         order by run_at, id
         for update skip locked
         limit $2)
       returning id, kind, payload, attempts, max_attempts`,
      [kinds, limit, lockMs],
    );
    return rows;
  }

  async function finish(row: JobRow, error: unknown): Promise<void> {
    // `attempts` fences the update: a claim that ran out and was taken again is no longer ours.
    if (error === undefined) {
      await db.query(
        `update jobs set state = 'done', finished_at = now(), locked_until = null
         where id = $1 and attempts = $2 and state = 'running'`,
        [row.id, row.attempts],
      );
      return;
    }
    const message = describe(error);
    const details = { jobId: row.id, kind: row.kind, attempt: row.attempts, err: error };
    if (row.attempts < row.max_attempts) {
      const delay = retryDelayMs(row.attempts);
      log.warn({ ...details, retryInMs: delay }, `Background job ${row.kind} failed; it will be tried again`);
      await db.query(
        `update jobs set state = 'queued', last_error = $3, locked_until = null,
           run_at = now() + $4::double precision * interval '1 millisecond'
         where id = $1 and attempts = $2 and state = 'running'`,
        [row.id, row.attempts, message, delay],
      );
    } else {
      log.error(details, `Background job ${row.kind} failed for good after ${row.attempts} attempts: ${message}`);
      await db.query(
        `update jobs set state = 'failed', last_error = $3, locked_until = null, finished_at = now()
         where id = $1 and attempts = $2 and state = 'running'`,
        [row.id, row.attempts, message],
      );
    }
  }

  async function runOne(row: JobRow): Promise<void> {
    const renew = setInterval(() => {
      db.query(
        `update jobs set locked_until = now() + $3::double precision * interval '1 millisecond'
         where id = $1 and attempts = $2 and state = 'running'`,
        [row.id, row.attempts, lockMs],
      ).catch((error: unknown) => log.warn({ jobId: row.id, err: error }, 'Could not renew the claim of a background job'));
    }, lockMs / 3);
    renew.unref();
    let failure: unknown;
    try {
      if (row.attempts > row.max_attempts) {
        failure = new Error('The instance running it stopped before it finished, on its last attempt.');
      } else {
        const handler = handlers.get(row.kind)!;
        const job: Job = { id: row.id, kind: row.kind, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
        await handler(row.payload, job);
      }
    } catch (error) {
      failure = error ?? new Error('The handler threw without a reason.');
    } finally {
      clearInterval(renew);
    }
    try {
      await finish(row, failure);
    } catch (error) {
      // The claim runs out and the job runs again: handlers are idempotent.
      log.error({ jobId: row.id, kind: row.kind, err: error }, 'Could not record the outcome of a background job');
    }
  }

  function track(row: JobRow): Promise<void> {
    const run = runOne(row).finally(() => {
      active.delete(run);
      if (started && !stopped) wake();
    });
    active.add(run);
    return run;
  }

  async function prune(): Promise<void> {
    if (Date.now() - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = Date.now();
    await db.query(
      `delete from jobs where (state = 'done' and finished_at < now() - $1::double precision * interval '1 millisecond')
         or (state = 'failed' and finished_at < now() - $2::double precision * interval '1 millisecond')`,
      [keepDoneMs, keepFailedMs],
    );
  }

  async function poll(): Promise<void> {
    do {
      pollAgain = false;
      try {
        const rows = await claim(concurrency - active.size);
        for (const row of rows) void track(row);
        await prune();
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'Could not claim background jobs');
      }
    } while (pollAgain && !stopped);
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    if (stopped) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = poll().finally(() => {
      polling = undefined;
      if (!stopped) schedule(pollIntervalMs);
    });
  }

  function wake(): void {
    if (!started || stopped) return;
    if (polling) pollAgain = true;
    else schedule(0);
  }

  return {
    async enqueue(kind, payload, enqueueOptions = {}, tx) {
      const { runAt, delayMs = 0, uniqueKey = null, maxAttempts = defaultMaxAttempts } = enqueueOptions;
      const { rows } = await (tx ?? db).query<{ id: number }>(
        `insert into jobs (kind, payload, run_at, unique_key, max_attempts)
         values ($1, $2::jsonb, coalesce($3::timestamptz, now() + $4::double precision * interval '1 millisecond'), $5, $6)
         on conflict (unique_key) where state in ('queued', 'running') do nothing
         returning id`,
        [kind, JSON.stringify(payload ?? null), runAt?.toISOString() ?? null, delayMs, uniqueKey, maxAttempts],
      );
      // Inside a transaction the job is not visible before the commit: the next poll finds it.
      if (!tx) wake();
      return rows[0]?.id ?? null;
    },

    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`A handler for background jobs of kind ${kind} is registered already`);
      handlers.set(kind, handler as JobHandler);
      wake();
    },

    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      await Promise.all([...active]);
    },

    async runDue() {
      let ran = 0;
      for (;;) {
        const rows = await claim(Math.max(concurrency, 1));
        ran += rows.length;
        await Promise.all([...rows.map(track), ...active]);
        if (rows.length === 0 && active.size === 0) return ran;
      }
    },

    async counts() {
      const { rows } = await db.query<{ state: JobState; count: number }>(
        'select state, count(*)::integer as count from jobs group by state',
      );
      const counts: JobCounts = { queued: 0, running: 0, done: 0, failed: 0 };
      for (const row of rows) counts[row.state] = row.count;
      return counts;
    },
  };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH)}…` : message;
}
