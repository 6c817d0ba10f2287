import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, createUser, multipartFile, type TestUser } from './helpers.js';

// Short timeouts for the test; the product's are 30 s idle and 60 s in all (server/http/body-timeouts.ts).
const IDLE_MS = 1_000;
const TOTAL_MS = 2_500;

let app: FastifyInstance;
let port: number;
let user: TestUser;
/** An app of its own whose log the 413 test reads. Made here: building it while other tests drip would stall their bodies. */
let watched: FastifyInstance;
const watchedLines: string[] = [];
beforeAll(async () => {
  app = await createTestApp({ bodyTimeouts: { idleMs: IDLE_MS, totalMs: TOTAL_MS } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  user = await createUser(app);
  watched = await createTestApp({
    bodyTimeouts: { idleMs: IDLE_MS, totalMs: TOTAL_MS },
    logger: { level: 'info', stream: { write: (line: string) => watchedLines.push(line) } },
  });
  await watched.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => Promise.all([app?.close(), watched?.close()]));

/** A raw connection that sends the head and then the body as the test says; `ended` resolves with what came back once the server closes it. */
function rawRequest(head: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(head);
  return { socket, ended };
}

const outcome = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then((value) => ({ closed: true as const, value })), new Promise<{ closed: false }>((resolve) => setTimeout(() => resolve({ closed: false }), ms))]);

const jsonHead = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

// Each test waits out real timeouts on its own connection: run side by side, they wait once, not four times.
describe.concurrent('request bodies that stop arriving', () => {
  it('a body that stalls is cut after the idle timeout', async ({ expect }) => {
    const { socket, ended } = rawRequest(jsonHead(100) + '{"email":');
    const result = await outcome(ended, IDLE_MS * 5);
    socket.destroy();
    expect(result).toEqual({ closed: true, value: '' });
  });

  it('a body dripped just inside the idle timeout is cut at the total timeout', async ({ expect }) => {
    const { socket, ended } = rawRequest(jsonHead(1_000));
    const drip = setInterval(() => socket.writable && socket.write(' '), IDLE_MS / 5);
    const result = await outcome(ended, TOTAL_MS * 3);
    clearInterval(drip);
    socket.destroy();
    expect(result).toEqual({ closed: true, value: '' });
  });

  it('an upload that keeps coming is read past the total timeout, and answered', async ({ expect }) => {
    const { payload, headers } = multipartFile('photo', Buffer.alloc(3_000, 1), 'photo.png', 'image/png');
    const head =
      `POST /api/user/photo HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${user.token}\r\nConnection: close\r\n` +
      `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
    const { socket, ended } = rawRequest(head);
    const chunks = Math.ceil((TOTAL_MS * 1.5) / (IDLE_MS / 5)); // sent over 1.5 × the total timeout
    const size = Math.ceil(payload.length / chunks);
    let offset = 0;
    const drip = setInterval(() => {
      socket.write(payload.subarray(offset, (offset += size)));
      if (offset >= payload.length) clearInterval(drip);
    }, IDLE_MS / 5);
    const result = await outcome(ended, TOTAL_MS * 4);
    clearInterval(drip);
    socket.destroy();
    expect(result.closed).toBe(true);
    // Answered (the bytes are no picture), not cut.
    expect(result.closed && result.value).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  it('a body refused before it is read (413) leaves nothing to cut later', async ({ expect }) => {
    const socket = connect((watched.server.address() as { port: number }).port, '127.0.0.1');
    socket.on('error', () => {});
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write(jsonHead(100_000) + '['.repeat(1_000)); // past the 16 KiB of an operation open without signing in
    await new Promise((resolve) => setTimeout(resolve, TOTAL_MS + IDLE_MS));
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(watchedLines.filter((line) => line.includes('request body stalled'))).toEqual([]);
  });
});
