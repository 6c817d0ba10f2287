import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { openPostgres } from '../db/postgres.js';
import { createJobQueue } from './queue.js';

// Runs on a real PostgreSQL: TEST_DATABASE_URL, or the throwaway cluster that the vitest global
// setup starts when PostgreSQL is installed (server/test/postgres-global-setup.ts).
const serverUrl = process.env.TEST_DATABASE_URL;
const skipped = process.env.TEST_POSTGRES_SKIPPED ?? 'no TEST_DATABASE_URL';
const database = `jobs_${randomBytes(4).toString('hex')}`;

describe.skipIf(!serverUrl)(`the job queue on one PostgreSQL shared by two instances${serverUrl ? '' : ` (skipped: ${skipped})`}`, () => {
  const databases: Database[] = [];

  beforeAll(async () => {
    await withClient(serverUrl!, (client) => client.query(`create database ${database}`));
    const url = withDatabase(serverUrl!, database);
    databases.push(openPostgres(url, () => {}), openPostgres(url, () => {}));
    await migrate(databases[0]!, { warn: () => {} });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(databases.map((db) => db.close()));
    await withClient(serverUrl!, (client) => client.query(`drop database if exists ${database} with (force)`));
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

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
