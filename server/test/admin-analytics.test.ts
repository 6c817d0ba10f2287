import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi.js';
import { callApi, createTestApp, createUser, expectStatedRule, type TestUser } from './helpers.js';

// Known data: the range is 2026-01-05 (a Monday) … 2026-01-18, two weeks; the previous period
// 2025-12-22 … 2026-01-04.
const RANGE = '/admin/analytics?from=2026-01-05&to=2026-01-18';

let app: FastifyInstance;
let admin: TestUser;
let user: TestUser;

async function accountCreatedAt(day: string): Promise<string> {
  const { user: created } = await createUser(app);
  await app.db.query('update users set created_at = $2 where id = $1', [created._id, `${day}T10:00:00Z`]);
  return created._id;
}

async function release(ownerId: string, day: string, status: string, missing: string[] = []) {
  await app.db.query(
    `insert into releases (owner_id, title, label, format, primary_genre, audio_language, release_date, original_release_date, status, missing_fields, created_at)
     values ($1, 'Song', 'Label', 'SINGLE', 'Pop', 'en', now(), now(), $2, $3, $4)`,
    [ownerId, status, missing, `${day}T12:00:00Z`],
  );
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'] });
  user = await createUser(app);
  // Accounts made "now" (the caller and the plain user) are after the range: only these count.
  const first = await accountCreatedAt('2026-01-06');
  const second = await accountCreatedAt('2026-01-13');
  const earlier = await accountCreatedAt('2025-12-25');
  await app.db.query(
    `insert into sign_ins (user_id, at, method) values ($1, '2026-01-06T08:00:00Z', 'password'), ($1, '2026-01-07T08:00:00Z', 'password'),
       ($2, '2026-01-14T08:00:00Z', 'password'), ($3, '2025-12-26T08:00:00Z', 'password')`,
    [first, second, earlier],
  );
  await app.db.query(`update users set last_seen_at = '2026-01-15T09:00:00Z' where id = $1`, [first]);
  await release(first, '2026-01-06', 'PENDING');
  await release(second, '2026-01-13', 'DRAFT', ['cover']);
  await release(earlier, '2025-12-30', 'ONLINE');
  // One roster artist with stored streams: 10 a day on Spotify before the range, 100 in it, and
  // 50 a day on Apple Music in the first week.
  const { rows } = await app.db.query<{ id: string }>(`insert into artists (name) values ('Known Streams') returning id`);
  const artistId = rows[0]!.id;
  await app.db.query('insert into user_artists (user_id, artist_id) values ($1, $2)', [first, artistId]);
  await app.db.query(
    `insert into daily_streams (artist_id, platform, first_day, streams) values ($1, 'SPOTIFY', '2025-12-22', $2), ($1, 'APPLE_MUSIC', '2026-01-05', $3)`,
    [artistId, [...Array(14).fill(10), ...Array(14).fill(100)], Array(7).fill(50)],
  );
}, 60_000);
afterAll(() => app?.close());

const asAdmin = (path: string) => callApi<components['schemas']['AdminAnalytics']>(app, 'GET', path, { token: admin.token });

describe('GET /admin/analytics', () => {
  it('counts as active whoever used the app (behavioural events) without signing in again', async () => {
    await app.db.query(`insert into behavior_daily_users (day, user_id, events, page_views) values ('2026-02-03', $1, 4, 3)`, [user.user._id]);
    const { status, body } = await asAdmin('/admin/analytics?from=2026-02-02&to=2026-02-08');
    expect(status).toBe(200);
    expect(body.users.active).toBe(1);
    expect(body.series.find((bucket) => bucket.date === '2026-02-03')?.activeUsers).toBe(1);
  });

  it('counts users, releases and streams of the range, per week, and of the period before', async () => {
    const { status, body } = await asAdmin(`${RANGE}&granularity=week`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: '2026-01-05', to: '2026-01-18', granularity: 'week' });
    expect(body.users).toEqual({ total: 3, new: 2, active: 2, distributed: 0, admins: 0, investors: 0 });
    expect(body.artists).toEqual({ total: 1, verified: 0, onRosters: 1 });
    expect(body.releases.total).toBe(3);
    expect(body.releases.created).toBe(2);
    const byStatus = Object.fromEntries(body.releases.byStatus.map((entry) => [entry.status, entry.count]));
    expect(byStatus).toMatchObject({ PENDING: 1, INCOMPLETE: 1, ONLINE: 0, DRAFT: 0 });
    expect(body.streams.total).toBe(1750);
    const byPlatform = Object.fromEntries(body.streams.byPlatform.map((entry) => [entry.platform, entry.streams]));
    expect(byPlatform).toMatchObject({ SPOTIFY: 1400, APPLE_MUSIC: 350, TIDAL: 0 });
    expect(body.estimatedRevenue).toEqual({ amount: 4.38, currency: 'USD', estimated: true });
    expect(body.series).toEqual([
      { date: '2026-01-05', newUsers: 1, activeUsers: 1, releasesCreated: 1, streams: 1050, estimatedRevenue: { amount: 2.63, currency: 'USD', estimated: true } },
      { date: '2026-01-12', newUsers: 1, activeUsers: 2, releasesCreated: 1, streams: 700, estimatedRevenue: { amount: 1.75, currency: 'USD', estimated: true } },
    ]);
    expect(body.previous).toEqual({
      from: '2025-12-22',
      to: '2026-01-04',
      newUsers: 1,
      activeUsers: 1,
      releasesCreated: 1,
      streams: 140,
      estimatedRevenue: { amount: 0.35, currency: 'USD', estimated: true },
    });
  });

  it('buckets by day by default and by calendar month, the first bucket starting at `from`', async () => {
    const daily = await asAdmin(RANGE);
    expect(daily.body.series).toHaveLength(14);
    expect(daily.body.series[1]).toMatchObject({ date: '2026-01-06', newUsers: 1, activeUsers: 1, releasesCreated: 1, streams: 150 });
    const monthly = await asAdmin('/admin/analytics?from=2025-12-20&to=2026-02-10&granularity=month');
    expect(monthly.body.series.map((point) => point.date)).toEqual(['2025-12-20', '2026-01-01', '2026-02-01']);
    expect(monthly.body.series[1]).toMatchObject({ newUsers: 2, activeUsers: 2, streams: 1790 });
    expect(monthly.body.series[0]).toMatchObject({ newUsers: 1, activeUsers: 1, streams: 100 });
  });

  it('refuses a range that ends before it starts or is longer than 366 days', async () => {
    const path = '/admin/analytics';
    const reversed = await asAdmin(`${path}?from=2026-02-01&to=2026-01-01`);
    expectStatedRule(reversed, { method: 'GET', path, status: 400 });
    const long = await asAdmin(`${path}?from=2024-01-01&to=2026-01-01`);
    expectStatedRule(long, { method: 'GET', path, status: 400 });
    expect((await asAdmin(`${path}?from=2025-01-19&to=2026-01-19&granularity=month`)).status).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await callApi(app, 'GET', RANGE)).status).toBe(401);
    expect((await callApi(app, 'GET', RANGE, { token: user.token })).status).toBe(403);
    const investor = await createUser(app, { roles: ['INVESTOR'] });
    expect((await callApi(app, 'GET', RANGE, { token: investor.token })).status).toBe(403);
  });
});
