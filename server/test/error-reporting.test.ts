import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { service } from '../handlers/index.js';
import type { Handlers } from '../handlers/types.js';
import { callApi, createTestApp, createUser } from './helpers.js';

// A stand-in for Sentry's ingestion endpoint: it keeps every envelope it is sent.
interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The envelope's lines, parsed: envelope header, item header, item. */
  items: Record<string, unknown>[];
}

let sentry: Server;
let received: Received[] = [];
let answerDelayMs = 0;
let answered = 0;
const unanswered = new Set<NodeJS.Timeout>();
let dsn: string;

beforeAll(async () => {
  sentry = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ url: request.url ?? '', headers: request.headers, body, items: body.split('\n').filter(Boolean).map((line) => JSON.parse(line)) });
      const answer = setTimeout(() => {
        unanswered.delete(answer);
        answered += 1;
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      }, answerDelayMs);
      unanswered.add(answer);
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/4242`;
});

// The last test's stand-in never answers in time: drop its answer and connection rather than wait them out.
afterAll(() => {
  for (const answer of unanswered) clearTimeout(answer);
  return new Promise<void>((resolve) => sentry.close(() => resolve()).closeAllConnections());
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  received = [];
  answered = 0;
  answerDelayMs = 0;
});

const SECRET_PASSWORD = 'old-Password-9f3a1c';

/** The product's handlers with updatePassword throwing an unexpected error (a bug, not an HttpError). */
const failing: Handlers = {
  ...service,
  updatePassword: async () => {
    throw new TypeError('Cannot read properties of undefined (reading "hash")');
  },
};

async function failRequest(target: FastifyInstance) {
  const { token, user, email } = await createUser(target);
  const answer = await callApi(target, 'POST', '/auth/update-password?trace=query-secret', {
    token,
    payload: { oldPassword: SECRET_PASSWORD, newPassword: 'new-Password-1', confirmNewPassword: 'new-Password-1' },
    headers: { cookie: 'session=cookie-secret' },
  });
  return { answer, token, userId: user._id as string, email };
}

describe('server error reporting', () => {
  it('sends an unexpected handler error to SENTRY_DSN: type, message, release, environment, route and user id only', async () => {
    app = await createTestApp({ service: failing, errorReporting: { dsn, environment: 'test' } });
    const { answer, token, userId, email } = await failRequest(app);

    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });

    expect(await app.errorReporter.flush(2000)).toBe(true);
    expect(received).toHaveLength(1);
    const [envelope] = received;
    expect(envelope!.url).toBe('/api/4242/envelope/?sentry_version=7&sentry_key=publickey');
    type SentEvent = { exception: { values: { type: string; value: string }[] }; user: Record<string, unknown> };
    const [header, itemHeader, event] = envelope!.items as [Record<string, unknown>, { type: string }, SentEvent];
    expect(header).toMatchObject({ trace: { release: '2025.08.8', environment: 'test' } });
    expect(itemHeader.type).toBe('event');
    expect(event.exception.values[0]).toMatchObject({
      type: 'TypeError',
      value: 'Cannot read properties of undefined (reading "hash")',
    });
    expect(event).toMatchObject({
      release: '2025.08.8',
      environment: 'test',
      level: 'error',
      request: { method: 'POST', url: '/api/auth/update-password' },
      tags: { route: '/api/auth/update-password' },
      user: { id: userId },
    });
    expect(Object.keys(event.user)).toEqual(['id']);

    // Nothing of the request beyond its method and path: no body, query, cookie or token.
    expect(envelope!.headers.authorization).toBeUndefined();
    for (const secret of [SECRET_PASSWORD, 'new-Password-1', token, 'Bearer', 'cookie-secret', 'query-secret', email]) {
      expect(envelope!.body).not.toContain(secret);
    }
  });

  it('sends nothing without SENTRY_DSN (the error is only logged)', async () => {
    app = await createTestApp({ service: failing });
    expect(app.errorReporter.enabled).toBe(false);
    const { answer } = await failRequest(app);
    expect(answer.status).toBe(500);
    await app.close();
    app = undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(0);
  });

  it('does not report errors meant for the caller (4xx)', async () => {
    app = await createTestApp({ errorReporting: { dsn, environment: 'test' } });
    const answer = await callApi(app, 'POST', '/auth/login', { payload: { email: 'nobody@example.test', password: 'wrong-password' } });
    expect(answer.status).toBe(401);
    await app.errorReporter.flush(2000);
    expect(received).toHaveLength(0);
  });

  it('closing the app waits for the reports still being sent', async () => {
    answerDelayMs = 300;
    app = await createTestApp({ service: failing, errorReporting: { dsn, environment: 'test' } });
    await failRequest(app);
    await app.close();
    app = undefined;
    expect(received).toHaveLength(1);
    expect(answered).toBe(1);
  });

  it('closing does not wait longer than the flush timeout for an unanswering Sentry', async () => {
    answerDelayMs = 5000;
    app = await createTestApp({ service: failing, errorReporting: { dsn, environment: 'test', flushTimeoutMs: 200 } });
    await failRequest(app);
    const started = Date.now();
    await app.close();
    app = undefined;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answered).toBe(0);
  });
});
