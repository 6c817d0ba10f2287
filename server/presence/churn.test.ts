import type { FastifyInstance } from 'fastify';
import { get } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers.js';
import { openEventStream, signedIn } from '../test/event-streams.js';

// 1,000 admins connect to the presence stream and go away again (50 at a time, some before the
// stream even starts): nothing of them may stay behind: no subscriber, no listener, no socket,
// no timer, and the heap returns to its level.

const CONNECTIONS = 1000;
const BATCH = 50;
const HEAP_TOLERANCE_BYTES = 4 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let app: FastifyInstance;
let url: string;
/** Admins enough for a batch: an account holds at most 10 presence streams (server/http/event-stream-quota.ts). */
let admins: Record<string, string>[];

beforeAll(async () => {
  app = await createTestApp({ presence: { pingIntervalMs: 20 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  url = `http://127.0.0.1:${port}/api/user-presence`;
  admins = await Promise.all(Array.from({ length: BATCH / 5 }, async () => (await signedIn(app, ['ADMIN'])).headers));
}, 60_000);
afterAll(() => app?.close());

/** One batch: `BATCH` streams opened at once and closed once each has its first event; every tenth gives up before. */
async function churn(): Promise<void> {
  await Promise.all(
    Array.from({ length: BATCH }, async (_, index) => {
      const headers = admins[index % admins.length]!;
      if (index % 10 === 0) return abandon(headers);
      const stream = await openEventStream(url, headers);
      expect(stream.response.statusCode).toBe(200);
      await stream.until((events) => events.some((event) => event.event === 'initial'));
      stream.close();
    }),
  );
}

/** A request dropped before its answer: the server finds the response closed when it gets there. */
function abandon(headers: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', () => {});
    request.on('close', () => resolve());
    request.on('finish', () => setImmediate(() => request.destroy())); // sent, not yet answered
  });
}

async function settled(): Promise<void> {
  for (const deadline = Date.now() + 5000; ; ) {
    const open = await new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    if (open === 0 && app.presence.counts.subscribers === 0) return;
    if (Date.now() > deadline) throw new Error(`${open} connections and ${app.presence.counts.subscribers} subscribers remain`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What a leak would leave behind, observable from outside the hub. */
function footprint() {
  const emitters = { server: app.server, process } as const;
  const listeners = Object.fromEntries(
    Object.entries(emitters).flatMap(([name, emitter]) =>
      emitter.eventNames().map((event) => [`${name}:${String(event)}`, emitter.listenerCount(event)]),
    ),
  );
  // Sockets and timers (the hub's ping timer runs only while someone listens); not file or pipe
  // requests, which the test runner and the logger start and finish on their own.
  const resources = { sockets: 0, timers: 0 };
  for (const resource of process.getActiveResourcesInfo()) {
    if (resource === 'TCPSocketWrap') resources.sockets++;
    if (resource === 'Timeout') resources.timers++;
  }
  return { subscribers: app.presence.counts.subscribers, listeners, resources };
}

function heapUsed(): number {
  for (let round = 0; round < 3; round++) gc();
  return process.memoryUsage().heapUsed;
}

describe('presence stream churn', () => {
  it(`${CONNECTIONS} connects and disconnects leave no subscriber, listener, socket or timer, and no heap behind`, async () => {
    await churn(); // warm-up: lazily built things (routes, caches, the snapshot) exist from here on
    await settled();
    const before = footprint();
    const heapBefore = heapUsed();

    for (let done = 0; done < CONNECTIONS; done += BATCH) await churn();
    await settled();

    // Timers may not grow; one the warm-up left running (a debounce) may have ended since (CI saw
    // 2 before and 1 after), so they are not compared for equality like the rest.
    const after = footprint();
    const withoutTimers = (print: ReturnType<typeof footprint>) => ({ ...print, resources: { ...print.resources, timers: 0 } });
    expect(withoutTimers(after)).toEqual(withoutTimers(before));
    expect(after.resources.timers).toBeLessThanOrEqual(before.resources.timers);
    expect(before.subscribers).toBe(0);
    const grown = heapUsed() - heapBefore;
    expect(grown, `heap grew by ${(grown / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(HEAP_TOLERANCE_BYTES);
  }, 60_000);
});
