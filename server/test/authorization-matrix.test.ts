import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/authorize.js';
import type { ContractOperation, Role } from '../contract/document.js';
import { createTestApp, createUser, expectResponseMatchesContract } from './helpers.js';
import { callOperation, walkableOperations } from './walk.js';

// Every operation of the contract × {visitor, regular, investor, admin}, all real accounts: x-roles
// is the one place roles are decided, for built and unbuilt operations alike.
interface Caller {
  roles: Role[];
  token?: string;
}
const callers: Record<'visitor' | 'regular' | 'investor' | 'admin', Caller> = {
  visitor: { roles: [] },
  regular: { roles: ['USER'] },
  investor: { roles: ['USER', 'INVESTOR'] },
  admin: { roles: ['USER', 'ADMIN'] },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  callers.regular.token = (await createUser(app)).token;
  callers.investor.token = (await createUser(app, { roles: ['INVESTOR'] })).token;
  callers.admin.token = (await createUser(app, { roles: ['ADMIN'] })).token;
}, 60_000);
afterAll(() => app?.close());

function expectedOutcome(operation: ContractOperation, caller: Caller): '401' | '403' | 'passes' {
  if (operation.isPublic || operation.roles.some((role) => caller.roles.includes(role))) return 'passes';
  return caller.token ? '403' : '401';
}

describe('the authorization matrix', () => {
  // First: the matrix walks logout last for each caller, which ends that caller's session.
  it('keeps every /admin/ operation from visitors (401) and non-admins (403)', async () => {
    const adminOperations = walkableOperations.filter((operation) => operation.path.startsWith('/admin/'));
    expect(adminOperations.length).toBeGreaterThan(20);
    for (const operation of adminOperations) {
      const label = `${operation.method} ${operation.path}`;
      expect((await callOperation(app, operation)).statusCode, label).toBe(401);
      for (const caller of [callers.regular, callers.investor]) {
        const refused = await callOperation(app, operation, caller.token);
        expect(expectResponseMatchesContract(refused, operation), label).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          message: AUTH_MESSAGES.forbidden,
        });
      }
    }
  });

  it.each(Object.keys(callers) as (keyof typeof callers)[])('holds for a %s on every operation', async (name) => {
    const caller = callers[name];
    const failures: string[] = [];
    for (const operation of walkableOperations) {
      const response = await callOperation(app, operation, caller.token);
      const body = expectResponseMatchesContract(response, operation) as { message?: string } | undefined;
      const expected = expectedOutcome(operation, caller);
      const label = `${operation.method} ${operation.path}`;
      if (expected === 'passes') {
        if (response.statusCode === 401 || response.statusCode === 403) failures.push(`${label}: expected to pass, got ${response.statusCode} ${body?.message}`);
        continue;
      }
      const message = expected === '401' ? AUTH_MESSAGES.missing : AUTH_MESSAGES.forbidden;
      if (String(response.statusCode) !== expected || body?.message !== message) {
        failures.push(`${label}: expected ${expected} "${message}", got ${response.statusCode} ${body?.message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
