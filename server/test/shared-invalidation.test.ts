import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/postgres.js';
import { callApi, createTestApp, createUser } from './helpers.js';

// Two instances on one PostgreSQL: TEST_DATABASE_URL or the throwaway cluster of the vitest global setup.
const serverUrl = process.env.TEST_DATABASE_URL;
const skipped = process.env.TEST_POSTGRES_SKIPPED ?? 'no TEST_DATABASE_URL';

/** Asks until `check` holds, for at most 2 s: a notification crosses in milliseconds, the caches live 5 s (session checks) to 5 min. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!serverUrl)(`cache invalidations across instances${serverUrl ? '' : ` (skipped: ${skipped})`}`, () => {
  const database = `invalidations_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    first = await createTestApp({ database: openPostgres(url.toString(), () => {}), databaseUrl: url.toString() });
    second = await createTestApp({ database: openPostgres(url.toString(), () => {}), databaseUrl: url.toString() });
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('shows an artist renamed on one instance in the lists of the other at once, not when its cached page expires', async () => {
    const { token } = await createUser(first, { roles: ['ADMIN'] });
    const { rows } = await first.db.query<{ id: string }>(`insert into artists (name) values ('Before Rename') returning id`);
    const id = rows[0]!.id;
    const listed = async () => ((await callApi<{ items: { _id: string; name: string }[] }>(second, 'GET', '/artists?search=rename', { token })).body.items.find((item) => item._id === id))?.name;
    // The second instance has the page cached (15 s) with the old name.
    expect(await listed()).toBe('Before Rename');
    expect((await callApi(first, 'PUT', `/artists/${id}`, { token, payload: { name: 'After Rename' } })).status).toBe(200);
    await eventually(async () => (await listed()) === 'After Rename');
  });

  it('refuses a token signed out on one instance on the other at once, not when its session check expires', async () => {
    const { token } = await createUser(first);
    // The second instance remembers the session check (5 s).
    expect((await callApi(second, 'GET', '/user', { token })).status).toBe(200);
    expect((await callApi(first, 'POST', '/auth/logout', { token })).status).toBeLessThan(300);
    await eventually(async () => (await callApi(second, 'GET', '/user', { token })).status === 401);
  });
});
