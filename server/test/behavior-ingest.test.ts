import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeBehavior, readRecentActivity } from '../behavior/index.js';
import { Interner } from '../behavior/intern.js';
import { GroupWriter, MAX_GROUP_EVENTS } from '../behavior/writer.js';
import type { Queryable } from '../db/index.js';
import { callApi, createTestApp, createUser, expectStatedRule, mintToken, type TestUser } from './helpers.js';

const ROUTE = { method: 'POST', path: '/analytics/events' } as const;
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp({ behavior: { batchLimit: { burst: 1000, perSecond: 100 }, eventLimit: { burst: 100_000, perSecond: 10_000 } } });
  user = await createUser(app);
}, 60_000);
afterAll(() => app?.close());

let sessionCount = 0;
const newSession = () => `session-${++sessionCount}-abcdef`;
// One instant for the whole file: the times of one batch are exact apart, whatever the clock did between two calls.
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const pageView = (path: string, msAgo: number) => ({ type: 'page_view' as const, path, timestamp: ago(msAgo) });

function send(payload: unknown, { token = user.token, headers }: { token?: string; headers?: Record<string, string> } = {}) {
  return callApi(app, 'POST', '/analytics/events', { token: token || undefined, payload, headers });
}

async function sessionEvents(sessionId: string) {
  const { rows } = await app.db.query<{ user_id: string; type: number; path: string; name: string | null; properties: unknown }>(
    `select s.user_id, e.type, p.path, n.name, e.properties
       from behavior_events e join behavior_sessions s on s.id = e.session_id join behavior_paths p on p.id = e.path_id
       left join behavior_names n on n.id = e.name_id
      where s.client_id = $1 order by e.occurred_at`,
    [sessionId],
  );
  return rows;
}

describe('POST /analytics/events', () => {
  it('records a batch for the caller, with the device of the User-Agent, and keeps the rollups in step', async () => {
    const sessionId = newSession();
    const answer = await send(
      {
        sessionId,
        appVersion: '2026.11.1',
        events: [
          pageView('/dashboard', 60_000),
          { type: 'click', name: 'open-release', path: '/dashboard', timestamp: ago(50_000), properties: { button: 'primary', count: 2 } },
          pageView('/dashboard/releases?tab=drafts', 30_000),
        ],
      },
      { headers: { 'user-agent': CHROME_ON_MAC } },
    );
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ accepted: 3, rejected: 0 });
    expect(await sessionEvents(sessionId)).toEqual([
      { user_id: user.user._id, type: 1, path: '/dashboard', name: null, properties: null },
      { user_id: user.user._id, type: 2, path: '/dashboard', name: 'open-release', properties: { button: 'primary', count: 2 } },
      { user_id: user.user._id, type: 1, path: '/dashboard/releases', name: null, properties: null },
    ]);
    const { rows: sessions } = await app.db.query('select device, browser, os, app_version, events, page_views from behavior_sessions where client_id = $1', [sessionId]);
    expect(sessions).toEqual([{ device: 1, browser: 'Chrome', os: 'macOS', app_version: '2026.11.1', events: 3, page_views: 2 }]);
    const { rows: pages } = await app.db.query<{ path: string; views: number; timed_views: number; time_ms: number }>(
      `select p.path, d.views, d.timed_views, d.time_ms from behavior_daily_pages d join behavior_paths p on p.id = d.path_id
        where p.path in ('/dashboard', '/dashboard/releases') order by p.path`,
    );
    const { rows: visitors } = await app.db.query<{ path: string; days: number }>(
      `select p.path, bit_count(v.days)::int as days from behavior_page_visitors v join behavior_paths p on p.id = v.path_id
        where v.user_id = $1 order by p.path`,
      [user.user._id],
    );
    expect(visitors).toEqual([
      { path: '/dashboard', days: 1 },
      { path: '/dashboard/releases', days: 1 },
    ]);
    expect(pages).toEqual([
      { path: '/dashboard', views: 1, timed_views: 1, time_ms: 30_000 },
      { path: '/dashboard/releases', views: 1, timed_views: 0, time_ms: 0 },
    ]);
    const recent = await readRecentActivity(app.db);
    expect(recent.eventsPerMinute).toHaveLength(30);
    expect(recent.eventsPerMinute.reduce((sum, minute) => sum + minute.events, 0)).toBeGreaterThanOrEqual(3);
    expect(recent.topPages).toEqual(expect.arrayContaining([{ path: '/dashboard', views: expect.any(Number) }]));
    expect(recent.topEvents.map((event) => event.type)).toEqual(expect.arrayContaining(['page_view', 'click']));
  });

  it('the next batch closes the time on the previous last page; a batch sent twice records nothing new', async () => {
    const sessionId = newSession();
    const base = Date.now();
    const at = (msAgo: number) => new Date(base - msAgo).toISOString();
    await send({ sessionId, events: [{ type: 'page_view', path: '/dashboard/artists', timestamp: at(100_000) }] });
    const tracks = { type: 'page_view', path: '/dashboard/tracks', timestamp: at(40_000) };
    const batch = { sessionId, events: [tracks, tracks] };
    expect((await send(batch)).body).toEqual({ accepted: 1, rejected: 1 });
    expect((await send(batch)).body).toEqual({ accepted: 0, rejected: 2 });
    const { rows } = await app.db.query(
      `select d.views, d.timed_views, d.time_ms from behavior_daily_pages d join behavior_paths p on p.id = d.path_id
        where p.path = '/dashboard/artists'`,
    );
    expect(rows).toEqual([{ views: 1, timed_views: 1, time_ms: 60_000 }]);
    const { rows: sessions } = await app.db.query('select events, page_views from behavior_sessions where client_id = $1', [sessionId]);
    expect(sessions).toEqual([{ events: 2, page_views: 2 }]);
  });

  it('drops events older than 24 hours or more than 5 minutes ahead, and whatever looks like an email address', async () => {
    const sessionId = newSession();
    const answer = await send({
      sessionId,
      events: [
        pageView('/dashboard', 25 * 3600_000),
        pageView('/dashboard', -6 * 60_000),
        { type: 'search', path: '/dashboard', timestamp: ago(1000), properties: { query: 'ana@example.com', results: 3 } },
        pageView('/dashboard/works', -2 * 60_000),
        { type: 'click', name: 'ana@example.com', path: '/admin/email/subscribers/ana%40example.com', timestamp: ago(900) },
        { type: 'custom', name: 'ana@example.com', path: '/dashboard', timestamp: ago(800) },
      ],
    });
    expect(answer.body).toEqual({ accepted: 3, rejected: 3 });
    expect((await sessionEvents(sessionId)).map(({ path, name, properties }) => ({ path, name, properties }))).toEqual([
      { path: '/dashboard', name: null, properties: { results: 3 } },
      { path: '/admin/email/subscribers/:email', name: null, properties: null },
      { path: '/dashboard/works', name: null, properties: null },
    ]);
  });

  it('refuses more than 100 events, an unknown type and a custom event without a name (400)', async () => {
    const sessionId = newSession();
    const many = await send({ sessionId, events: Array.from({ length: 101 }, (_, index) => pageView('/dashboard', index * 10)) });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/events/);
    const unknown = await send({ sessionId, events: [{ type: 'teleport', path: '/dashboard', timestamp: ago(10) }] });
    expect(unknown.status).toBe(400);
    const custom = await send({ sessionId, events: [{ type: 'custom', path: '/dashboard', timestamp: ago(10) }] });
    expectStatedRule(custom, { ...ROUTE, status: 400 });
    expect(await sessionEvents(sessionId)).toEqual([]);
  });

  it('answers 401 without a token, and takes the token from the body when no header is sent (sendBeacon)', async () => {
    const sessionId = newSession();
    const events = [pageView('/dashboard/account', 1000)];
    expectStatedRule(await send({ sessionId, events }, { token: '' }), { ...ROUTE, status: 401 });
    expectStatedRule(await send({ sessionId, events, accessToken: mintToken() }, { token: '' }), { ...ROUTE, status: 401 });
    const beacon = await send({ sessionId, events, accessToken: user.token }, { token: '' });
    expect(beacon.status).toBe(202);
    expect(beacon.body).toEqual({ accepted: 1, rejected: 0 });
    // As text/plain too (what sendBeacon sends for a string).
    const asText = await send(JSON.stringify({ sessionId, events: [pageView('/dashboard/writers', 500)], accessToken: user.token }), {
      token: '',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(asText.status).toBe(202);
    expect((await sessionEvents(sessionId)).map((event) => [event.user_id, event.path])).toEqual([
      [user.user._id, '/dashboard/account'],
      [user.user._id, '/dashboard/writers'],
    ]);
  });

  it("never writes to another user's session: a session id is the caller's own", async () => {
    const other = await createUser(app);
    const sessionId = newSession();
    await send({ sessionId, events: [pageView('/dashboard', 5000)] }, { token: other.token });
    // The header wins over a token in the body.
    await send({ sessionId, events: [pageView('/dashboard/albums', 4000)], accessToken: other.token });
    const owners = (await sessionEvents(sessionId)).map((event) => [event.user_id, event.path]);
    expect(owners).toEqual(
      expect.arrayContaining([
        [other.user._id, '/dashboard'],
        [user.user._id, '/dashboard/albums'],
      ]),
    );
    const { rows } = await app.db.query('select count(*)::int as sessions from behavior_sessions where client_id = $1', [sessionId]);
    expect(rows).toEqual([{ sessions: 2 }]);
  });
});

describe('the caps', () => {
  const BODY_LIMIT = 64 * 1024;
  /** An event at every cap: path 512, name 64, 20 properties with 64-character keys and 256-character values. */
  const fullEvent = (index: number) => ({
    type: 'click',
    name: `n${index}`.padEnd(64, 'n'),
    path: `/dashboard/${index}/`.padEnd(512, 'p'),
    timestamp: ago(10_000 + index),
    properties: Object.fromEntries(Array.from({ length: 20 }, (_, key) => [`k${key}`.padEnd(64, 'k'), 'v'.repeat(256)])),
  });

  it('accepts a batch at the caps: 100 events, some with every field at its cap, within 64 KB', async () => {
    const sessionId = newSession();
    const events = [...Array.from({ length: 7 }, (_, index) => fullEvent(index)), ...Array.from({ length: 93 }, (_, index) => pageView(`/dashboard/p${index}`, 20_000 + index))];
    const payload = { sessionId, appVersion: '2026.11.1', events };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(BODY_LIMIT - 8 * 1024);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(BODY_LIMIT);
    const answer = await send(payload);
    expect([answer.status, answer.body]).toEqual([202, { accepted: 100, rejected: 0 }]);
    const stored = await sessionEvents(sessionId);
    expect(stored.filter((event) => event.path.length === 512 && event.name?.length === 64)).toHaveLength(7);
  });

  it('answers 413 to a body over 64 KB, before reading it', async () => {
    const sessionId = newSession();
    const events = Array.from({ length: 10 }, (_, index) => fullEvent(index));
    const answer = await send({ sessionId, events });
    expectStatedRule(answer, { ...ROUTE, status: 413 });
    expect(answer.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The body must be at most 64 KB' });
    // The probe's batch: 100 events with 2,000-character paths and 7 values of 1,000 characters (918 KB).
    const probe = Array.from({ length: 100 }, (_, index) => ({
      type: 'click',
      path: `/${'p'.repeat(1999)}`,
      timestamp: ago(index),
      properties: Object.fromEntries(Array.from({ length: 7 }, (_, key) => [`k${key}`, 'v'.repeat(1000)])),
    }));
    expect((await send({ sessionId, events: probe })).status).toBe(413);
    expect(await sessionEvents(sessionId)).toEqual([]);
  });

  it('refuses a text over its cap, 10 times its cap, or too many properties (400), and records nothing', async () => {
    const sessionId = newSession();
    const properties = (count: number, key = 'k', value = 'v') => Object.fromEntries(Array.from({ length: count }, (_, index) => [`${key}${index}`, value]));
    const over = {
      path: [{ ...pageView(`/${'p'.repeat(512)}`, 1000) }, /body\/events\/1\/path must NOT have more than 512 characters/],
      tenTimesPath: [{ ...pageView(`/${'p'.repeat(5119)}`, 1000) }, /path must NOT have more than 512 characters/],
      name: [{ type: 'custom', name: 'n'.repeat(65), path: '/dashboard', timestamp: ago(1000) }, /name must NOT have more than 64 characters/],
      properties: [{ ...pageView('/dashboard', 1000), properties: properties(21) }, /properties must NOT have more than 20 properties/],
      key: [{ ...pageView('/dashboard', 1000), properties: { ['k'.repeat(65)]: 1 } }, /properties must NOT have more than 64 characters, .*property name must be valid/],
      value: [{ ...pageView('/dashboard', 1000), properties: { query: 'v'.repeat(257) } }, /properties\/query must NOT have more than 256 characters/],
      tenTimesValue: [{ ...pageView('/dashboard', 1000), properties: { query: 'v'.repeat(2560) } }, /properties\/query must NOT have more than 256 characters/],
    } as const;
    for (const [label, [event, message]] of Object.entries(over)) {
      const answer = await send({ sessionId, events: [pageView('/dashboard', 2000), event] });
      expect([label, answer.status]).toEqual([label, 400]);
      expect(answer.body.message).toMatch(message);
      expectStatedRule(answer, { ...ROUTE, status: 400, mentions: 'a text longer than its cap' });
    }
    expect(await sessionEvents(sessionId)).toEqual([]);
  });
});

describe('concurrent batches', () => {
  it(`are written at most ${MAX_GROUP_EVENTS} events a statement, a batch that does not fit waiting for the next write`, async () => {
    const written: number[] = [];
    const counting: Queryable = {
      query: (sql, params) => {
        if (sql.includes('insert into behavior_events')) written.push((JSON.parse(params![0] as string) as unknown[]).length);
        return app.db.query(sql, params);
      },
      exec: (sql) => app.db.exec(sql),
      script: (sql) => app.db.script(sql),
    };
    const writer = new GroupWriter(counting, { paths: new Interner('behavior_paths', 'path'), names: new Interner('behavior_names', 'name'), sessions: new Map() });
    const sizes = [60, 60, 60, 30];
    const answers = await Promise.all(
      sizes.map((count, batch) =>
        writer.record({ userId: user.user._id, batch: { sessionId: newSession(), events: Array.from({ length: count }, (_, index) => pageView(`/dashboard/g${batch}`, 30_000 + index)) } }),
      ),
    );
    expect(answers).toEqual(sizes.map((count) => ({ accepted: count, rejected: 0 })));
    // The first batch goes at once; then 60 + 30 fit together, and the third 60 goes alone.
    expect(written).toEqual([60, 90, 60]);
  });


  it('are written together, each answered with its own figures, two of one session one after the other', async () => {
    const other = await createUser(app);
    const shared = newSession();
    const batches = [
      ...Array.from({ length: 6 }, (_, index) => ({ token: index % 2 ? user.token : other.token, sessionId: newSession(), count: index + 1 })),
      { token: user.token, sessionId: shared, count: 3 },
      { token: user.token, sessionId: shared, count: 2 },
    ];
    const base = Date.now() - 60_000;
    const answers = await Promise.all(
      batches.map(({ token, sessionId, count }, batchIndex) =>
        send(
          { sessionId, events: Array.from({ length: count }, (_, index) => ({ type: 'page_view', path: `/dashboard/b${batchIndex}`, timestamp: new Date(base + index * 1000).toISOString() })) },
          { token },
        ),
      ),
    );
    expect(answers.map((answer) => answer.body)).toEqual(batches.map(({ count }) => ({ accepted: count, rejected: 0 })));
    const { rows } = await app.db.query('select events, page_views from behavior_sessions where client_id = $1', [shared]);
    expect(rows).toEqual([{ events: 5, page_views: 5 }]);
  });
});

describe('retention', () => {
  it('purges sessions, events and rollups older than the retention period, and keeps the rest', async () => {
    const old = new Date(Date.now() - 401 * 86_400_000);
    await app.behavior.record({ userId: user.user._id, batch: { sessionId: 'old-session-x', events: [{ type: 'page_view', path: '/dashboard/old', timestamp: old.toISOString() }] }, now: old });
    const count = async () =>
      (
        await app.db.query<{ sessions: number; events: number; days: number }>(
          `select (select count(*) from behavior_sessions where client_id = 'old-session-x')::int as sessions,
                  (select count(*) from behavior_events e join behavior_paths p on p.id = e.path_id where p.path = '/dashboard/old')::int as events,
                  (select count(*) from behavior_daily_users where day = $1::date)::int as days`,
          [old.toISOString().slice(0, 10)],
        )
      ).rows[0];
    expect(await count()).toEqual({ sessions: 1, events: 1, days: 1 });
    const { rows: before } = await app.db.query<{ events: number }>('select count(*)::int as events from behavior_events');
    expect(await purgeBehavior(app.db, 400)).toBe(1);
    expect(await count()).toEqual({ sessions: 0, events: 0, days: 0 });
    const { rows: after } = await app.db.query<{ events: number }>('select count(*)::int as events from behavior_events');
    expect(after[0]!.events).toBe(before[0]!.events - 1);
  });
});

describe('the batch limit', () => {
  it('answers 429 with Retry-After past the burst', async () => {
    const limited = await createTestApp({ behavior: { batchLimit: { burst: 2, perSecond: 1 } } });
    try {
      const caller = await createUser(limited);
      const payload = { sessionId: newSession(), events: [pageView('/dashboard', 1000)] };
      const post = () => callApi(limited, 'POST', '/analytics/events', { token: caller.token, payload });
      expect((await post()).status).toBe(202);
      expect((await post()).status).toBe(202);
      const refused = await post();
      expectStatedRule(refused, { ...ROUTE, status: 429 });
      expect(refused.headers['retry-after']).toBe('1');
    } finally {
      await limited.close();
    }
  });

  it('answers 429 past the events of a burst however they are batched, and counts batches before reading the body', async () => {
    // Refilled so slowly that no test run is long enough to see a token come back.
    const limited = await createTestApp({ behavior: { batchLimit: { burst: 3, perSecond: 0.001 }, eventLimit: { burst: 100, perSecond: 0.001 } } });
    try {
      const caller = await createUser(limited);
      const batch = (count: number, from: number) => ({ sessionId: newSession(), events: Array.from({ length: count }, (_, index) => pageView(`/dashboard/e${from + index}`, 1000 + index)) });
      const post = (payload: unknown) => callApi(limited, 'POST', '/analytics/events', { token: caller.token, payload });
      expect((await post(batch(60, 0))).status).toBe(202);
      const tooMany = await post(batch(100, 60));
      expectStatedRule(tooMany, { ...ROUTE, status: 429, mentions: 'Too many analytics events. Try again in' });
      expect(tooMany.body.message).toMatch(/^Too many analytics events\. Try again in \d+ hours\.$/);
      expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(50_000);
      expect((await post(batch(40, 160))).body).toEqual({ accepted: 40, rejected: 0 });
      // The batches are spent: a body of 918 KB (over the body limit) is answered 429 without being read.
      const probe = { sessionId: newSession(), events: Array.from({ length: 100 }, (_, index) => ({ ...pageView(`/${'p'.repeat(1999)}`, index), properties: { big: 'v'.repeat(7000) } })) };
      const unread = await post(probe);
      expectStatedRule(unread, { ...ROUTE, status: 429, mentions: 'Too many analytics batches. Try again in' });
      expect(unread.body.message).toMatch(/^Too many analytics batches\./);
    } finally {
      await limited.close();
    }
  });
});
