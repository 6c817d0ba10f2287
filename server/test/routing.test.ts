import type { FastifyInstance } from 'fastify';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { service } from '../handlers/index.js';
import { bearer, createTestApp, createUser, expectErrorResponse, expectResponseMatchesContract, type TestUser } from './helpers.js';
import { callOperation, walkableOperations } from './walk.js';

// Roles per operation and caller are walked in authorization-matrix.test.ts.
let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'] });
}, 60_000);
afterAll(() => app?.close());

describe('every operation of the contract', () => {
  it('is routed under /api (no "route not found" for any of them)', async () => {
    const failures: string[] = [];
    for (const operation of walkableOperations.filter((candidate) => candidate.operationId !== 'logout')) {
      const response = await callOperation(app, operation, admin.token);
      expectResponseMatchesContract(response, operation);
      if (response.statusCode === 404 && /^Route .+ not found$/.test(JSON.parse(response.body).message)) {
        failures.push(`${operation.method} ${operation.path}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('an operation not built yet', () => {
  // Every operation of the contract has its handler now; one is left out here to see the stand-in.
  it('answers 501 naming the operation, in the error schema', async () => {
    const operation = walkableOperations.find((candidate) => candidate.operationId === 'adminGetServiceHealth');
    expect(operation).toBeDefined();
    const { adminGetServiceHealth: _left, ...partial } = service;
    const partialApp = await createTestApp({ service: partial });
    try {
      const caller = await createUser(partialApp, { roles: ['ADMIN'] });
      const response = await callOperation(partialApp, operation!, caller.token);
      expect(response.statusCode).toBe(501);
      expect(expectResponseMatchesContract(response, operation!)).toEqual({
        statusCode: 501,
        error: 'Not Implemented',
        message: `${operation!.operationId} (${operation!.method} ${operation!.path}) is not built yet`,
      });
    } finally {
      await partialApp.close();
    }
  }, 60_000);
});

describe('a path outside the contract', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no/such/thing?x=1'],
    ['GET', '/api'],
  ])('%s %s answers 404 in the error schema', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url, headers: bearer(admin.token) });
    expect(expectErrorResponse(response, 404).message).toBe(`Route ${method}:${url.split('?')[0]} not found`);
  });
});

describe('a method the contract does not offer on one of its paths', () => {
  it.each([
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['TRACE', '/api/artists', 'GET, HEAD'],
    ['PATCH', '/api/auth/login', 'POST'],
    ['PUT', '/api/writers/search-upsert', 'GET, HEAD'],
    ['GET', '/api/user/profile', 'PATCH'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await app.inject({ method: method as 'GET', url, headers: bearer(admin.token) });
    expect(expectErrorResponse(response, 405).message).toBe(`${method} is not allowed on ${url}; allowed: ${allow}`);
    expect(response.headers.allow).toBe(allow);
  });

  it('CONNECT, which Node never routes, answers 405 with Allow as well', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('CONNECT /api/artists HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain('\r\nAllow: GET, HEAD\r\n');
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: 'CONNECT is not allowed on /api/artists',
    });
  });
});
