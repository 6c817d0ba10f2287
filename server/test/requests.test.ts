import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, contractChecker, createTestApp, createUser, FIXTURE_SPEC_PATH } from './helpers.js';

// How the server treats requests, shown on the small fixture document (stable whatever the contract holds).
const { expectResponseMatchesContract } = contractChecker(FIXTURE_SPEC_PATH);
let user: { authorization: string };

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    specPath: FIXTURE_SPEC_PATH,
    service: {
      getHealth: async () => {
        throw new Error('secret detail of a failure');
      },
    },
  });
  user = bearer((await createUser(app)).token);
}, 60_000);
afterAll(() => app?.close());

async function send(method: 'GET' | 'POST' | 'PUT', url: string, path: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) {
  const response = await app.inject({ method, url, ...options } as InjectOptions);
  return { response, body: expectResponseMatchesContract(response, { method, path }) as { message: string } };
}

describe('request validation from the document', () => {
  it.each([
    [{ email: 'a@b.test' }, "body must have required property 'password'"],
    [{ email: 'not-an-email', password: 'x' }, 'body/email must match format "email"'],
    [{ email: 'a@b.test', password: 'x', admin: true }, "body must NOT have the property 'admin'"],
  ])('answers 400 with a readable message to %j', async (payload, message) => {
    const { response, body } = await send('POST', '/api/auth/login', '/auth/login', { payload });
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('answers 400 when a required body is missing, and 415 for a media type the operation does not take', async () => {
    const missing = await send('POST', '/api/auth/login', '/auth/login');
    expect([missing.response.statusCode, missing.body.message]).toEqual([400, 'body is required']);
    const text = await send('POST', '/api/auth/login', '/auth/login', { payload: 'hi', headers: { 'content-type': 'text/plain' } });
    expect([text.response.statusCode, text.body.message]).toEqual([415, 'Content-Type must be application/json']);
    const broken = await send('POST', '/api/auth/login', '/auth/login', { payload: '{', headers: { 'content-type': 'application/json' } });
    expect(broken.response.statusCode).toBe(400);
  });

  it('checks query and path parameters', async () => {
    const query = await send('GET', '/api/artists?limit=500', '/artists', { headers: user });
    expect([query.response.statusCode, query.body.message]).toEqual([400, 'querystring/limit must be <= 100']);
    const path = await send('GET', '/api/artists/not-an-id', '/artists/{id}', { headers: user });
    expect([path.response.statusCode, path.body.message]).toEqual([400, 'params/id must match pattern "^[0-9a-f]{24}$"']);
  });

  it('keeps two recursive body schemas apart', async () => {
    const menu = await send('PUT', '/api/releases/menu', '/releases/menu', { payload: { label: 'a', items: [{}] }, headers: user });
    expect(menu.body.message).toBe("body/items/0 must have required property 'label'");
    const outline = await send('PUT', '/api/releases/outline', '/releases/outline', { payload: { title: 'a', children: [{}] }, headers: user });
    expect(outline.body.message).toBe("body/children/0 must have required property 'title'");
  });

  it('leaves multipart bodies to the handler', async () => {
    const boundary = 'b0undary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`;
    const { response } = await send('PUT', '/api/releases/5f0c0ffee0000000000000a1/cover', '/releases/{id}/cover', {
      payload,
      headers: { ...user, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(501);
  });
});

describe('an unexpected failure', () => {
  it('answers 500 in the error schema without details or a stack', async () => {
    const { response, body } = await send('GET', '/api/health', '/health');
    expect(response.statusCode).toBe(500);
    expect(body.message).not.toContain('secret detail');
    expect(response.body).not.toMatch(/\bat .+\.ts:\d+/);
  });
});
