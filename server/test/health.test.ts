import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../version.js';
import { createTestApp, expectResponseMatchesContract } from './helpers.js';

// One app for the file: the last test closes its database.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

describe('GET /api/ready', () => {
  const ready = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    return { status: response.statusCode, body: expectResponseMatchesContract(response, { method: 'GET', path: '/ready' }) };
  };

  it('answers 200 when the database and the storage answer', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } } });
  });

  it('answers 503 naming the storage when it cannot be listed', async () => {
    const listing = vi.spyOn(app.storage, 'probe').mockRejectedValue(new Error('bucket gone'));
    try {
      expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', checks: { database: 'ok', storage: 'unreachable' } } });
    } finally {
      listing.mockRestore();
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 "stopping" once the instance is shutting down, while liveness stays 200', async () => {
    app.lifecycle.stopping = true;
    try {
      expect(await ready()).toEqual({ status: 503, body: { status: 'stopping', checks: { database: 'ok', storage: 'ok' } } });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.stopping = false;
    }
  });
});

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

  it('makes readiness answer 503 naming the database too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(expectResponseMatchesContract(response, { method: 'GET', path: '/ready' })).toEqual({
      status: 'unavailable',
      checks: { database: 'unreachable', storage: 'ok' },
    });
  });
});
