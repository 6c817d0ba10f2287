import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/authorize.js';
import type { ContractOperation, Role } from '../contract/document.js';
import { service } from '../handlers/index.js';
import {
  bearer,
  createTestApp,
  expectErrorResponse,
  expectResponseMatchesContract,
  mintToken,
  testContract,
} from './helpers.js';
import { sampleUrl } from './sample-requests.js';

const contract = testContract();
const callers: Record<string, { roles: Role[]; token?: string }> = {
  visitor: { roles: [] },
  user: { roles: ['USER'], token: mintToken() },
  investor: { roles: ['USER', 'INVESTOR'], token: mintToken({ roles: ['INVESTOR'] }) },
  admin: { roles: ['USER', 'ADMIN'], token: mintToken({ roles: ['ADMIN'] }) },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

function call(operation: ContractOperation, token?: string) {
  return app.inject({ method: operation.method, url: sampleUrl(contract.document, operation), headers: token ? bearer(token) : {} });
}

// A built stream (server-sent events) would never end under inject: those have their own tests.
const walkable = contract.operations.filter((operation) => !(isStream(operation) && operation.operationId in service));

describe('every operation of the contract', () => {
  it('is routed under /api (no "route not found" for any of them)', async () => {
    const failures: string[] = [];
    for (const operation of walkable) {
      const response = await call(operation, callers.admin!.token);
      expectResponseMatchesContract(response, operation);
      if (response.statusCode === 404 && /^Route .+ not found$/.test(JSON.parse(response.body).message)) {
        failures.push(`${operation.method} ${operation.path}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(Object.keys(callers))('enforces x-roles for a %s', async (name) => {
    const caller = callers[name]!;
    const failures: string[] = [];
    for (const operation of walkable) {
      const response = await call(operation, caller.token);
      expectResponseMatchesContract(response, operation);
      const { message } = response.statusCode >= 400 ? JSON.parse(response.body) : { message: '' };
      const stoppedByRoleCheck =
        (response.statusCode === 401 && message === AUTH_MESSAGES.missing) ||
        (response.statusCode === 403 && message === AUTH_MESSAGES.forbidden);
      const allowed = operation.isPublic || operation.roles.some((role) => caller.roles.includes(role));
      const expected = allowed ? 'passes' : caller.token ? '403' : '401';
      const actual = stoppedByRoleCheck ? String(response.statusCode) : 'passes';
      if (actual !== expected) failures.push(`${operation.method} ${operation.path}: expected ${expected}, got ${response.statusCode} ${message}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('admin operations', () => {
  const adminOperations = walkable.filter((operation) => operation.path.startsWith('/admin/'));

  it('refuse regular accounts with 403 and let admins past the role check', async () => {
    for (const operation of adminOperations) {
      const refused = await call(operation, callers.user!.token);
      expect(expectResponseMatchesContract(refused, operation), `${operation.method} ${operation.path}`).toMatchObject({
        statusCode: 403,
        error: 'Forbidden',
        message: AUTH_MESSAGES.forbidden,
      });
      const admitted = await call(operation, callers.admin!.token);
      expectResponseMatchesContract(admitted, operation);
      expect([401, 403], `${operation.method} ${operation.path}`).not.toContain(admitted.statusCode);
    }
  });
});

describe('an operation not built yet', () => {
  it('answers 501 naming the operation, in the error schema', async () => {
    const operation = walkable.find((candidate) => !(candidate.operationId in service) && !candidate.requestBody?.required);
    expect(operation).toBeDefined();
    const response = await call(operation!, callers.admin!.token);
    expect(response.statusCode).toBe(501);
    expect(expectResponseMatchesContract(response, operation!)).toEqual({
      statusCode: 501,
      error: 'Not Implemented',
      message: `${operation!.operationId} (${operation!.method} ${operation!.path}) is not built yet`,
    });
  });
});

describe('a path outside the contract', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no/such/thing?x=1'],
    ['DELETE', '/api/health'],
    ['GET', '/api'],
  ])('%s %s answers 404 in the error schema', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url, headers: bearer(callers.admin!.token!) });
    expect(expectErrorResponse(response, 404).message).toBe(`Route ${method}:${url.split('?')[0]} not found`);
  });
});

function isStream(operation: ContractOperation): boolean {
  const responses = (contract.document.paths?.[operation.path]?.[operation.method.toLowerCase()] as { responses?: object })?.responses;
  return JSON.stringify(responses ?? {}).includes('text/event-stream');
}
