import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResponseMatchesContract } from '../test/helpers.js';
import { createPostgresApp, onPostgres, postgresUrl, type ThrowawayDatabase, throwawayDatabase } from '../test/postgres-database.js';
import type { PresenceOptions } from './service.js';
import { type EventStreamReader, openEventStream, presenceUser, signedIn, type StreamEvent } from '../test/event-streams.js';


interface Instance {
  app: FastifyInstance;
  base: string;
}

// All instances run in this one process: starting one blocks the others for a second or more,
// longer than the short expiry that instance A uses to show expiry across instances.
const shortExpiry: PresenceOptions = { touchFlushMs: 100, expiryMs: 1500, sweepIntervalMs: 50 };
const longExpiry: PresenceOptions = { touchFlushMs: 100, expiryMs: 60_000 };

describe.skipIf(!postgresUrl)(onPostgres('presence across instances on one PostgreSQL'), () => {
  let database: ThrowawayDatabase;
  const instances: Instance[] = [];
  const streams: EventStreamReader[] = [];
  let a: Instance;
  let b: Instance;

  async function startInstance(presence: PresenceOptions): Promise<Instance> {
    const app = await createPostgresApp(database.url, { presence });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const instance = { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
    instances.push(instance);
    return instance;
  }

  async function subscribe({ app, base }: Instance): Promise<EventStreamReader> {
    const admin = await signedIn(app, ['ADMIN']);
    const stream = await openEventStream(`${base}/api/user-presence`, admin.headers);
    streams.push(stream);
    return stream;
  }

  async function post({ app }: Instance, path: string, headers: Record<string, string>, payload: object) {
    const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload });
    return expectResponseMatchesContract(response, { method: 'POST', path });
  }

  beforeAll(async () => {
    database = await throwawayDatabase('presence');
    a = await startInstance(shortExpiry);
    b = await startInstance(longExpiry);
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(instances.map(({ app }) => app.close()));
    await database?.drop();
  });

  it('shows a join, update and leave posted on one instance to a subscriber of the other', async () => {
    const stream = await subscribe(b);
    const { userId, headers, name } = await signedIn(a.app);
    await post(a, '/presence/join', headers, presenceUser(userId));
    await stream.until((events) => has(events, 'join', userId));
    await post(a, '/presence/update', headers, { userId, status: 'away' });
    await post(a, '/presence/leave', headers, { userId });
    const events = await stream.until((all) => has(all, 'leave', userId));
    expect(events.map((event) => event.event)).toEqual(['initial', 'join', 'update', 'leave']);
    expect(events[1]!.data).toMatchObject({ userId, name, status: 'online' });
    expect(events[2]!.data).toMatchObject({ userId, status: 'away' });
  });

  it("ignores, on every instance, the leave of a page load that no longer joined last", async () => {
    const streamA = await subscribe(a);
    const { userId, headers } = await signedIn(a.app);
    const pageIdOn = ({ app }: Instance) => app.presence.list().find((user) => user.userId === userId)?.pageId;
    await post(a, '/presence/join', headers, presenceUser(userId, { pageId: 'page-load-first' }));
    // The next page load joined through the other instance before the first one's leave came in.
    await post(b, '/presence/join', headers, presenceUser(userId, { pageId: 'page-load-next' }));
    await waitFor(() => pageIdOn(a) === 'page-load-next');
    await post(a, '/presence/leave', headers, { userId, pageId: 'page-load-first' });
    await post(b, '/presence/leave', headers, { userId, pageId: 'page-load-first' });
    await post(a, '/presence/update', headers, { userId, status: 'away' });
    // The update went out after both leaves; once it is seen, so would have been a leave.
    await streamA.until((events) => events.some((event) => event.event === 'update' && (event.data as { status?: string }).status === 'away'));
    await waitFor(() => instances.every((instance) => pageIdOn(instance) === 'page-load-next'));
    expect(has(streamA.events(), 'leave', userId)).toBe(false);
    await post(b, '/presence/leave', headers, { userId, pageId: 'page-load-next' });
    await waitFor(() => instances.every((instance) => pageIdOn(instance) === undefined));
  });

  it('keeps a user alive on an instance that their heartbeats do not reach, and expires them there when they stop', async () => {
    const [streamA, streamB] = await Promise.all([subscribe(a), subscribe(b)]);
    const { userId, headers } = await signedIn(a.app);
    await post(a, '/presence/join', headers, presenceUser(userId));
    await streamB.until((events) => has(events, 'join', userId));
    const beatUntil = Date.now() + 2 * shortExpiry.expiryMs!;
    while (Date.now() < beatUntil) {
      expect(await post(b, '/presence/heartbeat', headers, { userId, timestamp: Date.now() })).toEqual({
        success: true,
        needsRejoin: false,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(has(streamA.events(), 'leave', userId)).toBe(false);
    await streamA.until((events) => has(events, 'leave', userId), 5000);
  });

  it('brings an instance started later up to date', async () => {
    const { userId, headers } = await signedIn(b.app);
    await post(b, '/presence/join', headers, presenceUser(userId));
    const late = await startInstance(longExpiry);
    const stream = await subscribe(late);
    // The late instance asked the others on connecting; their answer comes before or after the initial list.
    await stream.until((events) => events.some((event) => listed(event, userId) || has([event], 'join', userId)));
    expect(await post(late, '/presence/heartbeat', headers, { userId, timestamp: Date.now() })).toEqual({
      success: true,
      needsRejoin: false,
    });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function has(events: StreamEvent[], name: string, userId: string): boolean {
  return events.some((event) => event.event === name && (event.data as { userId?: string }).userId === userId);
}

function listed(event: StreamEvent, userId: string): boolean {
  return event.event === 'initial' && (event.data as { users: { userId: string }[] }).users.some((user) => user.userId === userId);
}
