import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../version.js';
import { createTestApp, expectResponseMatchesContract } from './helpers.js';

// One app for the file: the last test closes its database.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

describe('GET /api/health', () => {
  it('answers 200 with the version and a database that answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = expectResponseMatchesContract(response, { method: 'GET', path: '/health' });
    expect(body).toMatchObject({ status: 'ok', version: APP_VERSION, database: 'ok' });
    expect((body as { uptimeSeconds: number }).uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 "degraded" when the database does not answer', async () => {
    await app.db.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(expectResponseMatchesContract(response, { method: 'GET', path: '/health' })).toMatchObject({
      status: 'degraded',
      database: 'unreachable',
    });
  });
});
