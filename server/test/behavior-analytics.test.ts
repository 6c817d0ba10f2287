import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLabelFromPath } from '../behavior/index.js';
import { rangeMasks } from '../behavior/page-visitors.js';
import { callApi, createTestApp, createUser, expectStatedRule, randomObjectId, type TestUser } from './helpers.js';

const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ARTIST_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const RANGE = '?from=2026-01-05&to=2026-01-25'; // three weeks, Monday to Sunday

let app: FastifyInstance;
let admin: TestUser;
let userA: TestUser;
let userB: TestUser;
let userC: TestUser;
let userD: TestUser;

async function signedUpAt(user: TestUser, at: string) {
  await app.db.query('update users set created_at = $2 where id = $1', [user.user._id, at]);
}

async function record(user: TestUser, sessionId: string, events: [type: string, path: string, at: string][], userAgent?: string) {
  const last = events.at(-1)![2];
  await app.behavior.record({
    userId: user.user._id,
    batch: { sessionId, events: events.map(([type, path, timestamp]) => ({ type, path, timestamp }) as never) },
    userAgent,
    now: new Date(Date.parse(last) + 1000),
  });
}

async function release(owner: TestUser, { submittedAt }: { submittedAt?: string } = {}) {
  const { rows } = await app.db.query<{ id: string }>(
    `insert into releases (owner_id, title, label, format, primary_genre, audio_language, release_date, original_release_date, created_at)
     values ($1, 'Song', 'Label', 'SINGLE', 'Pop', 'en', now(), now(), '2026-01-06T10:03:00Z') returning id`,
    [owner.user._id],
  );
  if (submittedAt) {
    await app.db.query(`insert into release_status_changes (release_id, at, by_user_id, from_status, to_status) values ($1, $2, $3, 'DRAFT', 'PENDING')`, [
      rows[0]!.id,
      submittedAt,
      owner.user._id,
    ]);
  }
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'] });
  await signedUpAt(admin, '2025-06-01T00:00:00Z');
  [userA, userB, userC, userD] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
  await signedUpAt(userA, '2026-01-05T09:00:00Z');
  await signedUpAt(userB, '2026-01-07T09:00:00Z');
  await signedUpAt(userC, '2026-01-11T23:00:00Z');
  await signedUpAt(userD, '2026-01-12T08:00:00Z');

  await record(
    userA,
    'session-a1-xxxx',
    [
      ['page_view', '/dashboard', '2026-01-06T10:00:00Z'],
      ['page_view', '/dashboard/releases', '2026-01-06T10:01:00Z'],
      ['verification_completed', '/dashboard/integrations', '2026-01-06T10:02:00Z'],
      ['release_created', '/dashboard/releases', '2026-01-06T10:03:00Z'],
    ],
    DESKTOP,
  );
  await record(userA, 'session-a2-xxxx', [['page_view', '/dashboard', '2026-01-20T09:00:00Z']], DESKTOP);
  await record(
    userB,
    'session-b1-xxxx',
    [
      ['page_view', '/dashboard', '2026-01-14T12:00:00Z'],
      ['page_view', `/dashboard/artists/${ARTIST_ID}/payouts`, '2026-01-14T12:00:30Z'],
    ],
    PHONE,
  );
  await record(userD, 'session-d1-xxxx', [
    ['page_view', '/dashboard', '2026-01-13T07:59:00Z'],
    ['verification_completed', '/dashboard/integrations', '2026-01-13T08:00:00Z'],
  ]);
  // A: submitted a release. B: an artist verified on the roster and a draft. C: nothing. D: verified only.
  await release(userA, { submittedAt: '2026-01-06T10:05:00Z' });
  await app.db.query(`insert into artists (id, name) values ($1, 'Artist')`, [ARTIST_ID]);
  await app.db.query(`insert into user_artists (user_id, artist_id, verified, created_at) values ($1, $2, '{"spotify": true}', '2026-01-08T00:00:00Z')`, [
    userB.user._id,
    ARTIST_ID,
  ]);
  await release(userB);
}, 60_000);
afterAll(() => app?.close());

describe('GET /admin/behavioral-analytics', () => {
  it('counts the funnel step after step, with conversion against the first and the previous step', async () => {
    const { status, body } = await callApi(app, 'GET', `/admin/behavioral-analytics${RANGE}`, { token: admin.token });
    expect(status).toBe(200);
    expect(body.funnels).toEqual([
      {
        name: 'Sign-up to submitted release',
        steps: [
          { name: 'Sign-up', users: 4, conversionRate: 1, stepConversionRate: 1 },
          { name: 'Verified', users: 3, conversionRate: 0.75, stepConversionRate: 0.75 },
          { name: 'First release', users: 2, conversionRate: 0.5, stepConversionRate: 2 / 3 },
          { name: 'Submitted', users: 1, conversionRate: 0.25, stepConversionRate: 0.5 },
        ],
      },
    ]);
  });

  it('lists a page label once: its paths merged, a person counted once across them, the most viewed path standing for it', async () => {
    const other = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    await record(userA, 'merge-a', [
      ['page_view', `/dashboard/artists/${ARTIST_ID}/payouts`, '2026-03-03T10:00:00.000Z'],
      ['page_view', `/dashboard/artists/${other}/payouts`, '2026-03-03T10:01:00.000Z'],
      ['page_view', `/dashboard/artists/${ARTIST_ID}/payouts`, '2026-03-03T10:02:00.000Z'],
    ]);
    await record(userB, 'merge-b', [['page_view', `/dashboard/artists/${other}/payouts`, '2026-03-04T10:00:00.000Z']]);
    const { body } = await callApi(app, 'GET', '/admin/behavioral-analytics?from=2026-03-02&to=2026-03-08', { token: admin.token });
    expect(body.topPages).toEqual([
      { path: `/dashboard/artists/${ARTIST_ID}/payouts`, label: 'Artist Overview - Payouts', views: 4, uniqueUsers: 2, averageTimeSeconds: 60 },
    ]);
  });

  it('gives weekly retention by sign-up week', async () => {
    const { body } = await callApi(app, 'GET', `/admin/behavioral-analytics${RANGE}`, { token: admin.token });
    const third = 1 / 3;
    expect(body.retention).toEqual([
      {
        weekStart: '2026-01-05',
        users: 3,
        weeks: [
          { week: 0, activeUsers: 1, share: third },
          { week: 1, activeUsers: 1, share: third },
          { week: 2, activeUsers: 1, share: third },
        ],
      },
      {
        weekStart: '2026-01-12',
        users: 1,
        weeks: [
          { week: 0, activeUsers: 1, share: 1 },
          { week: 1, activeUsers: 0, share: 0 },
        ],
      },
    ]);
  });

  it('gives active users by day, sessions, top pages with labels, top events, devices and top users', async () => {
    const { body } = await callApi(app, 'GET', `/admin/behavioral-analytics${RANGE}`, { token: admin.token });
    expect(body.from).toBe('2026-01-05');
    expect(body.to).toBe('2026-01-25');
    expect(body.activeUsers.total).toBe(3);
    expect(body.activeUsers.daily).toHaveLength(21);
    expect(body.activeUsers.daily.filter((day: { users: number }) => day.users > 0)).toEqual([
      { date: '2026-01-06', users: 1 },
      { date: '2026-01-13', users: 1 },
      { date: '2026-01-14', users: 1 },
      { date: '2026-01-20', users: 1 },
    ]);
    expect(body.sessions).toEqual({ total: 4, averageDurationSeconds: 67.5, averagePagesPerSession: 1.5, bounceRate: 0.5 });
    expect(body.topPages).toEqual([
      { path: '/dashboard', label: 'Dashboard', views: 4, uniqueUsers: 3, averageTimeSeconds: 45 },
      { path: `/dashboard/artists/${ARTIST_ID}/payouts`, label: 'Artist Overview - Payouts', views: 1, uniqueUsers: 1, averageTimeSeconds: 0 },
      { path: '/dashboard/releases', label: 'Releases', views: 1, uniqueUsers: 1, averageTimeSeconds: 0 },
    ]);
    expect(body.topEvents).toEqual([
      { type: 'page_view', name: null, count: 6 },
      { type: 'verification_completed', name: null, count: 2 },
      { type: 'release_created', name: null, count: 1 },
    ]);
    expect(body.devices).toEqual([
      { type: 'desktop', sessions: 2 },
      { type: 'mobile', sessions: 1 },
      { type: 'unknown', sessions: 1 },
    ]);
    expect(body.topUsers[0]).toEqual({
      user: { _id: userA.user._id, email: userA.email, name: expect.any(String), photoURL: null },
      sessions: 2,
      events: 5,
      lastSeenAt: '2026-01-20T09:00:00.000Z',
    });
    expect(body.topUsers.map((row: { user: { _id: string } }) => row.user._id).sort()).toEqual([userA.user._id, userB.user._id, userD.user._id].sort());
  });

  it('answers empty figures on a range without data', async () => {
    const { body } = await callApi(app, 'GET', '/admin/behavioral-analytics?from=2025-01-01&to=2025-01-02', { token: admin.token });
    expect(body.activeUsers).toEqual({ total: 0, daily: [{ date: '2025-01-01', users: 0 }, { date: '2025-01-02', users: 0 }] });
    expect(body.sessions).toEqual({ total: 0, averageDurationSeconds: 0, averagePagesPerSession: 0, bounceRate: 0 });
    expect(body.funnels[0].steps.map((step: { conversionRate: number }) => step.conversionRate)).toEqual([0, 0, 0, 0]);
    expect(body.retention).toEqual([]);
  });

  it('refuses from after to, and a range longer than 366 days (400)', async () => {
    const path = '/admin/behavioral-analytics';
    const reversed = await callApi(app, 'GET', `${path}?from=2026-01-10&to=2026-01-09`, { token: admin.token });
    expectStatedRule(reversed, { method: 'GET', path, status: 400 });
    const long = await callApi(app, 'GET', `${path}?from=2025-01-01&to=2026-01-02`, { token: admin.token });
    expectStatedRule(long, { method: 'GET', path, status: 400 });
  });

  it('answers the first and last days PostgreSQL can hold', async () => {
    for (const range of ['?from=0000-01-01&to=0000-01-02', '?from=9999-12-30&to=9999-12-31']) {
      expect((await callApi(app, 'GET', `/admin/behavioral-analytics${range}`, { token: admin.token })).status).toBe(200);
      expect((await callApi(app, 'GET', `/admin/behavioral-analytics/users/${userA.user._id}/journey${range}`, { token: admin.token })).status).toBe(200);
    }
  });

  it('is for admins only (403)', async () => {
    expect((await callApi(app, 'GET', '/admin/behavioral-analytics', { token: userA.token })).status).toBe(403);
    expect((await callApi(app, 'GET', `/admin/behavioral-analytics/users/${userA.user._id}/journey`, { token: userA.token })).status).toBe(403);
    expect((await callApi(app, 'GET', '/admin/behavioral-analytics')).status).toBe(401);
  });
});

describe('GET /admin/behavioral-analytics/users/{userId}/journey', () => {
  it("pages one user's sessions newest first, each with its events in time order", async () => {
    const path = `/admin/behavioral-analytics/users/${userA.user._id}/journey`;
    const first = await callApi(app, 'GET', `${path}${RANGE}&limit=1`, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ from: '2026-01-05', to: '2026-01-25', page: 1, limit: 1, total: 2, user: { _id: userA.user._id } });
    expect(first.body.items).toEqual([
      {
        sessionId: 'session-a2-xxxx',
        startedAt: '2026-01-20T09:00:00.000Z',
        endedAt: '2026-01-20T09:00:00.000Z',
        durationSeconds: 0,
        device: { type: 'desktop', browser: 'Chrome', os: 'macOS' },
        appVersion: null,
        events: [{ type: 'page_view', path: '/dashboard', timestamp: '2026-01-20T09:00:00.000Z' }],
      },
    ]);
    const second = await callApi(app, 'GET', `${path}${RANGE}&limit=1&page=2`, { token: admin.token });
    expect(second.body.items.map((session: { sessionId: string }) => session.sessionId)).toEqual(['session-a1-xxxx']);
    expect(second.body.items[0].durationSeconds).toBe(180);
    expect(second.body.items[0].events.map((event: { type: string }) => event.type)).toEqual(['page_view', 'page_view', 'verification_completed', 'release_created']);
    const third = await callApi(app, 'GET', `${path}${RANGE}&limit=1&page=3`, { token: admin.token });
    expect(third.body).toMatchObject({ items: [], total: 2 });
  });

  it('answers 404 for an unknown user and 400 for a reversed range', async () => {
    const unknown = `/admin/behavioral-analytics/users/${randomObjectId()}/journey`;
    expectStatedRule(await callApi(app, 'GET', unknown, { token: admin.token }), { method: 'GET', path: unknown, status: 404 });
    const path = `/admin/behavioral-analytics/users/${userA.user._id}/journey`;
    expectStatedRule(await callApi(app, 'GET', `${path}?from=2026-01-10&to=2026-01-09`, { token: admin.token }), { method: 'GET', path, status: 400 });
  });
});

describe('page labels', () => {
  it('the server labels paths as the app does: one module, src/shared/neutral', () => {
    const paths = ['/', '/dashboard', `/dashboard/artists/${ARTIST_ID}/payouts`, '/admin/email/campaigns', '/admin/behavioral-analytics/user/x/journey', '/login', '/foo/bar-baz/123'];
    expect(paths.map(pageLabelFromPath)).toEqual(['Home', 'Dashboard', 'Artist Overview - Payouts', 'Email Campaigns', 'User Journey', 'Login', 'Foo Bar Baz']);
  });
});

describe('the demo data', () => {
  it('fills the page: active users, top pages, the funnel and retention', async () => {
    const demo = await createTestApp({ demoData: true });
    try {
      const token = (await callApi(demo, 'POST', '/auth/login', { payload: { email: 'admin@demo.test', password: 'demo-password' } })).body.token;
      const { status, body } = await callApi(demo, 'GET', '/admin/behavioral-analytics', { token });
      expect(status).toBe(200);
      expect(body.activeUsers.total).toBeGreaterThan(20);
      expect(body.topPages.length).toBeGreaterThan(5);
      expect(body.sessions.total).toBeGreaterThan(100);
      expect(body.funnels[0].steps[1].users).toBeGreaterThan(0);
      expect(body.retention.length).toBeGreaterThan(2);
      const member = body.topUsers[0].user._id;
      const journey = await callApi(demo, 'GET', `/admin/behavioral-analytics/users/${member}/journey`, { token });
      expect(journey.body.items[0].events.length).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  }, 60_000);
});

describe('visitor bitmaps', () => {
  it('mark the days of a range in each year it spans', () => {
    const [last, first] = rangeMasks({ from: '2025-12-30', to: '2026-01-02' });
    expect(last!.year).toBe(2025);
    expect([...last!.mask].flatMap((bit, index) => (bit === '1' ? [index + 1] : []))).toEqual([364, 365]);
    expect(first!.year).toBe(2026);
    expect([...first!.mask].flatMap((bit, index) => (bit === '1' ? [index + 1] : []))).toEqual([1, 2]);
  });
});
