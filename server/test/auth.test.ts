import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/authorize.js';
import { bearer, createTestApp, expectResponseMatchesContract, mintToken, testContract } from './helpers.js';
import { sampleUrl } from './sample-requests.js';

const contract = testContract();
// Any operation open to every signed-in account and taking no body: the role check passes for USER.
const secured = contract.operations.find((operation) => operation.roles.includes('USER') && !operation.requestBody)!;
const url = sampleUrl(contract.document, secured);

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

async function callWith(headers: Record<string, string>) {
  const response = await app.inject({ method: secured.method, url, headers });
  return { response, body: expectResponseMatchesContract(response, secured) as { message?: string } };
}

describe(`a secured operation (${secured.method} ${secured.path})`, () => {
  it('answers 401 to a visitor, asking for a bearer token', async () => {
    const { response, body } = await callWith({});
    expect(response.statusCode).toBe(401);
    expect(body).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.missing });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['an expired token', mintToken({ now: Date.now() - 2 * 3600_000 })],
    ['a token signed with another secret', mintToken({ secret: 'another-secret-0123456789abcdef0123456789abcdef' })],
    ['a tampered token (roles changed)', tamper(mintToken(), { roles: ['ADMIN'] })],
    ['garbage', 'not-a-token'],
  ])('answers 401 to %s', async (_name, token) => {
    const { response, body } = await callWith(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(body).toMatchObject({ message: AUTH_MESSAGES.invalid });
  });

  it('treats another authorization scheme as no token', async () => {
    const { response, body } = await callWith({ authorization: 'Basic dXNlcjpwYXNz' });
    expect(response.statusCode).toBe(401);
    expect(body).toMatchObject({ message: AUTH_MESSAGES.missing });
  });

  it('lets a valid token past the role check', async () => {
    const { response } = await callWith(bearer(mintToken()));
    expect([401, 403]).not.toContain(response.statusCode);
  });

  it('accepts tokens the app itself signs', async () => {
    const { response } = await callWith(bearer(app.tokens.sign({ sub: 'u1', roles: [] })));
    expect([401, 403]).not.toContain(response.statusCode);
  });
});

function tamper(token: string, changes: object): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...changes };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}
