import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/authorize.js';
import { bearer, createTestApp, createUser, expectResponseMatchesContract, mintToken, testContract, type TestUser } from './helpers.js';
import { sampleUrl } from './sample-requests.js';
import { walkableOperations } from './walk.js';

const contract = testContract();
// Any operation open to every signed-in account and taking no body: the role check passes for USER.
const secured = contract.operations.find((operation) => operation.roles.includes('USER') && !operation.requestBody)!;
const adminOnly = walkableOperations.find((operation) => operation.path.startsWith('/admin/') && !operation.requestBody)!;

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await createUser(app);
}, 60_000);
afterAll(() => app?.close());

async function callWith(headers: Record<string, string>, operation = secured) {
  const response = await app.inject({ method: operation.method, url: sampleUrl(contract.document, operation), headers });
  return { response, body: expectResponseMatchesContract(response, operation) as { message?: string } };
}

describe(`a secured operation (${secured.method} ${secured.path})`, () => {
  it('answers 401 to a visitor, asking for a bearer token', async () => {
    const { response, body } = await callWith({});
    expect(response.statusCode).toBe(401);
    expect(body).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.missing });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['an expired token', () => mintToken({ sub: user.user._id, now: Date.now() - 2 * 3600_000 })],
    ['a token signed with another secret', () => mintToken({ sub: user.user._id, secret: 'another-secret-0123456789abcdef0123456789abcdef' })],
    ['a tampered token (roles changed)', () => tamper(user.token, { roles: ['ADMIN'] })],
    ['a token of an account that does not exist', () => mintToken()],
    ['a token of an earlier password (older token version)', () => mintToken({ sub: user.user._id, ver: -1 })],
    ['garbage', () => 'not-a-token'],
  ])('answers 401 to %s', async (_name, token) => {
    const { response, body } = await callWith(bearer(token()));
    expect(response.statusCode).toBe(401);
    expect(body).toMatchObject({ message: AUTH_MESSAGES.invalid });
  });

  it('answers 401 to the token of an archived account', async () => {
    const archived = await createUser(app);
    await app.db.query('update users set archived_at = now() where id = $1', [archived.user._id]);
    const { response } = await callWith(bearer(archived.token));
    expect(response.statusCode).toBe(401);
  });

  it('treats another authorization scheme as no token', async () => {
    const { response, body } = await callWith({ authorization: 'Basic dXNlcjpwYXNz' });
    expect(response.statusCode).toBe(401);
    expect(body).toMatchObject({ message: AUTH_MESSAGES.missing });
  });

  it('lets a valid token of an existing account past the role check', async () => {
    const { response } = await callWith(bearer(user.token));
    expect([401, 403]).not.toContain(response.statusCode);
    const minted = await callWith(bearer(mintToken({ sub: user.user._id })));
    expect([401, 403]).not.toContain(minted.response.statusCode);
  });
});

describe('roles', () => {
  it('come from the account, not from the token', async () => {
    const claimsAdmin = await callWith(bearer(mintToken({ sub: user.user._id, roles: ['ADMIN'] })), adminOnly);
    expect(claimsAdmin.response.statusCode).toBe(403);

    const promoted = await createUser(app);
    await app.db.query(`update users set roles = '{ADMIN}' where id = $1`, [promoted.user._id]);
    const { response } = await callWith(bearer(promoted.token), adminOnly);
    expect([401, 403]).not.toContain(response.statusCode);
  });
});

function tamper(token: string, changes: object): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...changes };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}
