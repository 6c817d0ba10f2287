import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { openPostgres } from '../db/postgres.js';
import { onPostgres, postgresUrl, type ThrowawayDatabase, throwawayDatabase } from '../test/postgres-database.js';
import { createJobQueue } from './queue.js';

describe.skipIf(!postgresUrl)(onPostgres('the job queue on one PostgreSQL shared by two instances'), () => {
  let database: ThrowawayDatabase;
  const databases: Database[] = [];

  beforeAll(async () => {
    database = await throwawayDatabase('jobs');
    databases.push(openPostgres(database.url, () => {}), openPostgres(database.url, () => {}));
    await migrate(databases[0]!, { warn: () => {} });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(databases.map((db) => db.close()));
    await database?.drop();
  });

  it('never runs the same job twice, and between them runs every job', async () => {
    const total = 300;
    const runs: Array<{ instance: string; id: number }> = [];
    const queues = databases.map((db, index) => {
      const queue = createJobQueue(db, { pollIntervalMs: 5, concurrency: 8 });
      queue.register('receipt', async (_payload, job) => {
        runs.push({ instance: `instance ${index}`, id: job.id });
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      });
      return queue;
    });
    const [first] = queues;
    await databases[0]!.transaction(async (tx) => {
      for (let n = 0; n < total; n += 1) await first!.enqueue('receipt', { n }, {}, tx);
    });
    for (const queue of queues) queue.start();

    const deadline = Date.now() + 30_000;
    while ((await first!.counts()).done < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(queues.map((queue) => queue.stop()));

    expect(await first!.counts()).toEqual({ queued: 0, running: 0, done: total, failed: 0 });
    const ids = runs.map((run) => run.id);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toHaveLength(total);
    // Both took part (each claims at most 8 at a time, so one alone cannot have taken all 300 at once).
    expect(new Set(runs.map((run) => run.instance)).size).toBe(2);
  });
});
