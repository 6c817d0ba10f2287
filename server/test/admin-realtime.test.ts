import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamReader, openEventStream, presenceUser, signedIn, type StreamEvent } from './event-streams.js';
import { callApi, createTestApp, expectResponseMatchesContract } from './helpers.js';

const SNAPSHOT = '/admin/realtime-analytics';
const STREAM = '/admin/realtime-analytics/stream';

type Snapshot = { onlineUsers: number; awayUsers: number; activeUsers: number; byPage: { path: string; label: string; users: number }[]; byDevice: { type: string; users: number }[] };

let app: FastifyInstance;
let base: string;
const streams: EventStreamReader[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}, 60_000);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => app?.close());

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const snapshots = (events: StreamEvent[]) => events.filter((event) => event.event === 'snapshot').map((event) => event.data as Snapshot);

async function openAsAdmin(): Promise<EventStreamReader> {
  const adminUser = await signedIn(app, ['ADMIN']);
  const stream = await openEventStream(`${base}/api${STREAM}`, adminUser.headers);
  streams.push(stream);
  const { statusCode = 0, headers } = stream.response;
  expectResponseMatchesContract({ statusCode, headers, body: '' }, { method: 'GET', path: STREAM });
  return stream;
}

async function join(path = '/dashboard', overrides = {}) {
  const someone = await signedIn(app);
  const answer = await callApi(app, 'POST', '/presence/join', {
    headers: someone.headers,
    payload: presenceUser(someone.userId, { currentPath: path, currentPage: 'Dashboard', ...overrides }),
  });
  expect(answer.status).toBe(200);
  return someone;
}

describe('realtime analytics', () => {
  it('answers a snapshot of who is online, by page and device, and 30 minutes of activity', async () => {
    const adminUser = await signedIn(app, ['ADMIN']);
    const before = (await callApi<Snapshot>(app, 'GET', SNAPSHOT, { headers: adminUser.headers })).body;
    const someone = await join('/artist/0123456789abcdef01234567/overview', { status: 'away', device: { type: 'mobile', browser: 'Safari', userAgent: 'x' } });
    const { status, body } = await callApi<Snapshot & { eventsPerMinute: unknown[]; pageViewsPerMinute: unknown[] }>(app, 'GET', SNAPSHOT, { headers: adminUser.headers });
    expect(status).toBe(200);
    expect(body.activeUsers).toBe(before.activeUsers + 1);
    expect(body.awayUsers).toBe(before.awayUsers + 1);
    expect(body.byPage).toContainEqual({ path: '/artist/0123456789abcdef01234567/overview', label: 'Dashboard', users: 1 });
    expect(body.byDevice.find((entry) => entry.type === 'mobile')?.users).toBeGreaterThanOrEqual(1);
    expect(body.eventsPerMinute).toHaveLength(30);
    expect(body.pageViewsPerMinute).toHaveLength(30);
    await callApi(app, 'POST', '/presence/leave', { headers: someone.headers, payload: { userId: someone.userId } });
  });

  it('counts the stored events of the last minutes: page views per minute, top pages and top events', async () => {
    const someone = await signedIn(app);
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const sent = await callApi(app, 'POST', '/analytics/events', {
      headers: someone.headers,
      payload: {
        sessionId: 'realtime-session-1',
        appVersion: '2026.11.1',
        events: [
          { type: 'page_view', path: '/admin/users', timestamp: at(4000) },
          { type: 'page_view', path: '/admin/users', timestamp: at(3000) },
          { type: 'page_view', path: '/dashboard', timestamp: at(2000) },
          { type: 'search', path: '/dashboard', timestamp: at(1000) },
        ],
      },
    });
    expect(sent.status).toBeLessThan(300);
    const adminUser = await signedIn(app, ['ADMIN']);
    const { body } = await callApi<{
      pageViewsPerMinute: { views: number }[];
      eventsPerMinute: { events: number }[];
      topPages: { path: string; label: string; views: number }[];
      topEvents: { type: string; count: number }[];
    }>(app, 'GET', SNAPSHOT, { headers: adminUser.headers });
    expect(body.pageViewsPerMinute.reduce((total, entry) => total + entry.views, 0)).toBe(3);
    expect(body.eventsPerMinute.reduce((total, entry) => total + entry.events, 0)).toBe(4);
    expect(body.topPages[0]).toEqual({ path: '/admin/users', label: expect.any(String), views: 2 });
    expect(body.topEvents).toEqual([
      { type: 'page_view', count: 3 },
      { type: 'search', count: 1 },
    ]);
  });

  it('lists a page label once in top pages and by page: its paths merged, the most viewed or visited path standing for it', async () => {
    const adminUser = await signedIn(app, ['ADMIN']);
    type Pages = { topPages: { path: string; label: string; views: number }[]; byPage: Snapshot['byPage'] };
    const read = async () => (await callApi<Pages>(app, 'GET', SNAPSHOT, { headers: adminUser.headers })).body;
    const viewsOf = (body: Pages, label: string) => body.topPages.find((page) => page.label === label)?.views ?? 0;
    const [first, second] = ['0123456789abcdef01234567', '89abcdef0123456789abcdef'];
    const before = await read();
    const someone = await signedIn(app);
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const views = [first, second, first, first, second, first].map((id, index) => ({ type: 'page_view', path: `/admin/users/${id}`, timestamp: at(6000 - index * 500) }));
    const sent = await callApi(app, 'POST', '/analytics/events', { headers: someone.headers, payload: { sessionId: 'realtime-merge', appVersion: '2026.11.1', events: views } });
    expect(sent.status).toBeLessThan(300);
    await join(`/dashboard/artists/${first}/overview`, { currentPage: 'Artist Overview' });
    await join(`/dashboard/artists/${second}/overview`, { currentPage: 'Artist Overview' });
    await join(`/dashboard/artists/${first}/overview`, { currentPage: 'Artist Overview' });

    const after = await read();
    const label = after.topPages.find((page) => page.path === `/admin/users/${first}`)!.label;
    expect(after.topPages.filter((page) => page.label === label)).toEqual([{ path: `/admin/users/${first}`, label, views: viewsOf(before, label) + 6 }]);
    expect(new Set(after.topPages.map((page) => page.label)).size).toBe(after.topPages.length);
    expect(after.byPage.filter((page) => page.label === 'Artist Overview')).toEqual([{ path: `/dashboard/artists/${first}/overview`, label: 'Artist Overview', users: 3 }]);
    expect(new Set(after.byPage.map((page) => page.label)).size).toBe(after.byPage.length);
  });

  it('streams a snapshot on open and another with one more online user when someone joins', async () => {
    const stream = await openAsAdmin();
    const [first] = snapshots(await stream.until((events) => snapshots(events).length >= 1));
    const someone = await join();
    const events = await stream.until((received) => snapshots(received).some((snapshot) => snapshot.onlineUsers === first!.onlineUsers + 1));
    expect(snapshots(events).at(-1)!.byPage.find((page) => page.path === '/dashboard')?.users).toBeGreaterThanOrEqual(1);
    // Leaving is pushed too (at most one snapshot every 2 s).
    await callApi(app, 'POST', '/presence/leave', { headers: someone.headers, payload: { userId: someone.userId } });
    await stream.until((received) => snapshots(received).at(-1)!.onlineUsers === first!.onlineUsers, 5000);
  });

  it('runs nothing while no admin is subscribed', async () => {
    await waitFor(() => !app.realtimeAnalytics.running);
    const stream = await openAsAdmin();
    await stream.until((events) => snapshots(events).length >= 1);
    expect(app.realtimeAnalytics.running).toBe(true);
    stream.close();
    await waitFor(() => !app.realtimeAnalytics.running && app.realtimeAnalytics.subscribers === 0);
  });

  it('is for admins only', async () => {
    for (const path of [SNAPSHOT, STREAM]) {
      expect((await app.inject({ method: 'GET', url: `/api${path}` })).statusCode, path).toBe(401);
      for (const roles of [[], ['INVESTOR']] as const) {
        const { headers } = await signedIn(app, [...roles]);
        const response = await app.inject({ method: 'GET', url: `/api${path}`, headers });
        expect(expectResponseMatchesContract(response, { method: 'GET', path })).toMatchObject({ statusCode: 403 });
      }
    }
  });
});
