import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { bearer, createTestApp, createUser, expectResponseMatchesContract } from './helpers.js';

const APP_ORIGIN = 'https://app.example.com';

describe('CORS for an app served from another origin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: [APP_ORIGIN] });
  }, 60_000);
  afterAll(() => app?.close());

  it('answers the preflight of a bearer-token call from an allowed origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/user-presence',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('lets the allowed origin read responses, and no other origin', async () => {
    const { token } = await createUser(app);
    const allowed = await app.inject({ method: 'GET', url: '/api/user', headers: { ...bearer(token), origin: APP_ORIGIN } });
    expectResponseMatchesContract(allowed, { method: 'GET', path: '/user' });
    expect(allowed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const other = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off unless CORS_ORIGINS names origins', async () => {
    expect(readConfig({}, false).app.corsOrigins).toEqual([]);
    expect(readConfig({ CORS_ORIGINS: ' https://a.example, https://b.example ,' }, false).app.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});
