import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createUser } from './helpers.js';
import { createPostgresApp, onPostgres, postgresUrl, type ThrowawayDatabase, throwawayDatabase } from './postgres-database.js';

/** Asks until `check` holds, for at most 2 s: a notification crosses in milliseconds, the caches live 5 s (session checks) to 5 min. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Two instances on one PostgreSQL.
describe.skipIf(!postgresUrl)(onPostgres('cache invalidations across instances'), () => {
  let database: ThrowawayDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await throwawayDatabase('invalidations');
    first = await createPostgresApp(database.url);
    second = await createPostgresApp(database.url);
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
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
