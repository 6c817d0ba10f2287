import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE_TYPES } from '../http/compression.js';
import { bearer, createTestApp, createUser, decodedBody, expectResponseMatchesContract } from './helpers.js';

describe('compressed answers', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    ({ token } = await createUser(app));
  }, 60_000);
  afterAll(() => app?.close());

  const getReleaseOptions = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/reference/release-options',
      headers: { ...bearer(token), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  it('sends a JSON answer of 1 kB or more with Brotli when the client takes it, and the same JSON', async () => {
    const plain = await getReleaseOptions();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expectResponseMatchesContract(plain, { method: 'GET', path: '/reference/release-options' });

    const brotli = await getReleaseOptions('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decodedBody(brotli))).toEqual(plain.json());
    expectResponseMatchesContract(brotli, { method: 'GET', path: '/reference/release-options' });
  });

  it('falls back to gzip, and sends small answers as they are', async () => {
    const gzip = await getReleaseOptions('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedBody(gzip))).toEqual((await getReleaseOptions()).json());

    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expectResponseMatchesContract(health, { method: 'GET', path: '/health' });
  });

  it('leaves event streams, media and downloads alone', () => {
    for (const type of ['application/json; charset=utf-8', 'text/csv', 'text/html', 'image/svg+xml', 'application/problem+json']) {
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(true);
    }
    for (const type of ['text/event-stream', 'image/png', 'audio/flac', 'application/octet-stream', 'application/zip']) {
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(false);
    }
  });
});
