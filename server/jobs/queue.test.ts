import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/index.js';
import { openPglite } from '../db/pglite.js';
import { createTestApp, createTestDatabase, databaseTemplate } from '../test/helpers.js';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './queue.js';

let db: Database;
const queues: JobQueue[] = [];

function queueOn(database: Database, options: JobQueueOptions = {}): JobQueue {
  const queue = createJobQueue(database, { retryDelayMs: () => 0, ...options });
  queues.push(queue);
  return queue;
}

async function jobRows(database = db) {
  const { rows } = await database.query<{ id: number; kind: string; state: string; attempts: number; last_error: string | null }>(
    'select id, kind, state, attempts, last_error from jobs order by id',
  );
  return rows;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

// One database for the file (opening one costs far more than a test): each test starts with no jobs.
beforeAll(async () => {
  db = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await db.query('delete from jobs');
});

afterAll(() => db.close());

describe('the job queue', () => {
  it('runs an enqueued job once with its payload and records it done', async () => {
    const queue = queueOn(db);
    const seen: unknown[] = [];
    queue.register<{ releaseId: string }>('receipt', async (payload, job) => {
      seen.push({ payload, attempt: job.attempt });
    });
    const id = await queue.enqueue('receipt', { releaseId: 'r1' });
    expect(id).toEqual(expect.any(Number));

    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([{ payload: { releaseId: 'r1' }, attempt: 1 }]);
    expect(await queue.counts()).toEqual({ queued: 0, running: 0, done: 1, failed: 0 });
  });

  it('leaves a delayed job until its time and runs a job whose time has come', async () => {
    const queue = queueOn(db);
    const ran: string[] = [];
    queue.register<string>('note', async (payload) => {
      ran.push(payload);
    });
    await queue.enqueue('note', 'later', { delayMs: 60_000 });
    await queue.enqueue('note', 'tomorrow', { runAt: new Date(Date.now() + 86_400_000) });
    await queue.enqueue('note', 'past', { runAt: new Date(Date.now() - 1000) });

    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual(['past']);
    await db.query(`update jobs set run_at = now() - interval '1 second' where payload = '"later"'::jsonb`);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual(['past', 'later']);
    expect(await queue.counts()).toMatchObject({ queued: 1, done: 2 });
  });

  it('claims only the kinds it has handlers for', async () => {
    const queue = queueOn(db);
    queue.register('known', async () => {});
    await queue.enqueue('unknown', {});
    expect(await queue.runDue()).toBe(0);
    expect(await queue.counts()).toMatchObject({ queued: 1 });
  });

  it('retries a throwing handler with the backoff, then marks it failed with the last error logged', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const delays: number[] = [];
    const queue = queueOn(db, {
      log,
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    let calls = 0;
    queue.register('flaky', async () => {
      calls += 1;
      throw new Error(`The partner answered 503 (call ${calls}).`);
    });
    await queue.enqueue('flaky', {}, { maxAttempts: 3 });

    expect(await queue.runDue()).toBe(3);
    expect(calls).toBe(3);
    expect(delays).toEqual([1, 2]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ state: 'failed', attempts: 3, last_error: 'The partner answered 503 (call 3).' });
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![1]).toContain('The partner answered 503 (call 3).');
  });

  it('waits the backoff before trying again', async () => {
    const queue = queueOn(db, { retryDelayMs: () => 60_000 });
    queue.register('flaky', async () => {
      throw new Error('Not yet.');
    });
    await queue.enqueue('flaky', {});
    expect(await queue.runDue()).toBe(1);
    const { rows } = await db.query<{ state: string; waits: boolean }>(`select state, run_at > now() + interval '50 seconds' as waits from jobs`);
    expect(rows).toEqual([{ state: 'queued', waits: true }]);
  });

  it('runs the retry of a job that succeeds on its second attempt and then records it done', async () => {
    const queue = queueOn(db);
    let calls = 0;
    queue.register('once-flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('First try fails.');
    });
    await queue.enqueue('once-flaky', {});
    expect(await queue.runDue()).toBe(2);
    expect(await jobRows()).toEqual([expect.objectContaining({ state: 'done', attempts: 2, last_error: 'First try fails.' })]);
  });

  it('enqueues nothing for a unique key that is already waiting, and takes it again once that job is done', async () => {
    const queue = queueOn(db);
    queue.register('receipt', async () => {});
    const first = await queue.enqueue('receipt', { n: 1 }, { uniqueKey: 'receipt:d1' });
    expect(await queue.enqueue('receipt', { n: 2 }, { uniqueKey: 'receipt:d1' })).toBeNull();
    expect(await queue.enqueue('receipt', { n: 3 }, { uniqueKey: 'receipt:d2' })).not.toBeNull();
    expect(await queue.counts()).toMatchObject({ queued: 2 });

    await queue.runDue();
    const again = await queue.enqueue('receipt', { n: 4 }, { uniqueKey: 'receipt:d1' });
    expect(again).not.toBeNull();
    expect(again).not.toBe(first);
  });

  it('adds a job enqueued in a transaction only when it commits', async () => {
    const queue = queueOn(db);
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue('receipt', {}, {}, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction((tx) => queue.enqueue('receipt', { kept: true }, {}, tx));
    expect(await queue.counts()).toMatchObject({ queued: 1 });
  });

  it('lets a new queue on the same database run the jobs a stopped one left queued, and the running ones whose claim ran out', async () => {
    const before = queueOn(db);
    await before.enqueue('receipt', { n: 1 });
    await before.enqueue('receipt', { n: 2 });
    await before.stop();
    // An instance that crashed mid-run: claimed, never finished, its claim past.
    await db.query(`update jobs set state = 'running', attempts = 1, locked_until = now() - interval '1 second' where payload = '{"n": 2}'`);
    await before.enqueue('receipt', { n: 3 });
    // Another instance still running this one: its claim holds.
    await db.query(`update jobs set state = 'running', attempts = 1, locked_until = now() + interval '1 minute' where payload = '{"n": 3}'`);

    const after = queueOn(db);
    const seen: Array<{ n: number; attempt: number }> = [];
    after.register<{ n: number }>('receipt', async ({ n }, job) => {
      seen.push({ n, attempt: job.attempt });
    });
    expect(await after.runDue()).toBe(2);
    expect(seen.sort((a, b) => a.n - b.n)).toEqual([
      { n: 1, attempt: 1 },
      { n: 2, attempt: 2 },
    ]);
    expect((await jobRows()).map((row) => row.state)).toEqual(['done', 'done', 'running']);
  });

  it('fails a job whose instance stopped during its last attempt instead of running it past its attempts', async () => {
    const queue = queueOn(db);
    const handler = vi.fn(async () => {});
    queue.register('receipt', handler);
    await queue.enqueue('receipt', {}, { maxAttempts: 2 });
    await db.query(`update jobs set state = 'running', attempts = 2, locked_until = now() - interval '1 second'`);
    await queue.runDue();
    expect(handler).not.toHaveBeenCalled();
    expect(await jobRows()).toEqual([expect.objectContaining({ state: 'failed', last_error: expect.stringContaining('stopped') })]);
  });

  it('keeps renewing the claim of a long handler so that no other queue takes it', async () => {
    const release = deferred();
    const started = deferred();
    const first = queueOn(db, { lockMs: 150, pollIntervalMs: 20 });
    first.register('slow', async () => {
      started.resolve();
      await release.promise;
    });
    first.start();
    await first.enqueue('slow', {});
    await started.promise;
    await new Promise((resolve) => setTimeout(resolve, 400));

    const second = queueOn(db);
    second.register('slow', async () => {});
    expect(await second.runDue()).toBe(0);
    release.resolve();
    await first.stop();
    expect(await jobRows()).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
  });

  it('runs a job soon after it is enqueued once started, and stop() waits for the running handler', async () => {
    const queue = queueOn(db, { pollIntervalMs: 60_000 });
    const release = deferred();
    const started = deferred();
    queue.register('slow', async () => {
      started.resolve();
      await release.promise;
    });
    queue.start();
    await queue.enqueue('slow', {});
    await started.promise; // woken by the enqueue, not by the minute-long poll

    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(await jobRows()).toEqual([expect.objectContaining({ state: 'done' })]);
  });

  it('polls for jobs that another process enqueued', async () => {
    const queue = queueOn(db, { pollIntervalMs: 20 });
    const ran = deferred();
    queue.register('receipt', async () => ran.resolve());
    queue.start();
    await db.query(`insert into jobs (kind, payload) values ('receipt', '{}')`);
    await ran.promise;
  });

  it('keeps polling when the database fails, logging the error', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const failing: Database = { ...db, query: () => Promise.reject(new Error('connection lost')) };
    const queue = queueOn(failing, { pollIntervalMs: 10, log });
    queue.register('receipt', async () => {});
    queue.start();
    await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('deletes done jobs after keepDoneMs and failed ones after keepFailedMs', async () => {
    const queue = queueOn(db, { keepDoneMs: 1000, keepFailedMs: 60_000, pollIntervalMs: 10 });
    queue.register('receipt', async () => {});
    await db.query(`insert into jobs (kind, state, finished_at) values
      ('old', 'done', now() - interval '2 seconds'), ('recent', 'done', now()),
      ('old', 'failed', now() - interval '2 seconds'), ('waiting', 'queued', null)`);
    queue.start();
    await vi.waitFor(async () => expect((await jobRows()).map((row) => `${row.kind} ${row.state}`)).toEqual(['recent done', 'old failed', 'waiting queued']));
  });
});

describe('the job queue across a restart', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'royalty-desk-jobs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs after a restart the jobs that were queued before it', async () => {
    const before = await openPglite(join(dir, 'pglite'), await databaseTemplate());
    await queueOn(before).enqueue('receipt', { n: 1 }, { delayMs: 0 });
    await before.close();

    const after = await openPglite(join(dir, 'pglite'));
    try {
      const queue = queueOn(after);
      const seen: unknown[] = [];
      queue.register('receipt', async (payload) => {
        seen.push(payload);
      });
      expect(await queue.runDue()).toBe(1);
      expect(seen).toEqual([{ n: 1 }]);
    } finally {
      await queues.pop()!.stop();
      await after.close();
    }
  });
});

describe('app.jobs', () => {
  it('starts with the app, runs what is enqueued, and lets the app close while a handler finishes', async () => {
    const app = await createTestApp({ jobs: { pollIntervalMs: 20 } });
    const release = deferred();
    const started = deferred();
    let finished = false;
    app.jobs.register('slow', async () => {
      started.resolve();
      await release.promise;
      finished = true;
    });
    await app.jobs.enqueue('slow', {});
    await started.promise;
    const closing = app.close();
    setTimeout(release.resolve, 50);
    await closing;
    expect(finished).toBe(true);
  });
});
