import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToRoster } from '../accounts/roster.js';
import { lastFullMonths } from '../catalog/months.js';
import { callApi, createTestApp, createUser, type TestUser } from './helpers.js';

let app: FastifyInstance;
let admin: TestUser;
let artist: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
  artist = await createUser(app);
}, 60_000);
afterAll(() => app?.close());

const asAdmin = (method: 'GET' | 'PUT', path: string, payload?: unknown) => callApi(app, method, path, { token: admin.token, ...(payload === undefined ? {} : { payload }) });

async function artistWithUsage(name: string, rows: [period: string, platform: string, territory: string, streams: number][]): Promise<string> {
  const { rows: created } = await app.db.query<{ id: string }>('insert into artists (name) values ($1) returning id', [name]);
  const artistId = created[0]!.id;
  for (const [period, platform, territory, streams] of rows) {
    await app.db.query('insert into usage_reports (artist_id, period, platform, territory, streams, downloads) values ($1, $2, $3, $4, $5, 1)', [
      artistId,
      period,
      platform,
      territory,
      streams,
    ]);
  }
  return artistId;
}

describe('GET /admin/overview', () => {
  it('answers the headline figures; the last full month of roster streams is priced at the system rates', async () => {
    await createUser(app, { archived: true });
    await createUser(app, { roles: ['INVESTOR'] });
    await app.db.query(
      `insert into releases (owner_id, title, label, format, primary_genre, audio_language, release_date, original_release_date, status)
       values ($1, 'Pending one', 'Label', 'SINGLE', 'Pop', 'en', now(), now(), 'PENDING')`,
      [artist.user._id],
    );
    // A roster artist's stored daily streams: the day before the month counts for nothing, then
    // 100 a day on Spotify and 10 on Tidal through the month. Usage reports are not these figures.
    const month = lastFullMonths(new Date()).to;
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
    const onRoster = await artistWithUsage('Overview Artist', [[month, 'SPOTIFY', 'US', 999_999]]);
    await addToRoster(app.db, artist.user._id, onRoster);
    const dayBefore = new Date(Date.parse(`${month}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await app.db.query(`insert into daily_streams (artist_id, platform, first_day, streams) values ($1, 'SPOTIFY', $2, $3), ($1, 'TIDAL', $2, $4)`, [
      onRoster,
      dayBefore,
      [1000, ...Array<number>(days).fill(100)],
      [1000, ...Array<number>(days).fill(10)],
    ]);
    const offRoster = await artistWithUsage('Nobody’s Artist', []);
    await app.db.query(`insert into daily_streams (artist_id, platform, first_day, streams) values ($1, 'SPOTIFY', $2, $3)`, [offRoster, `${month}-01`, Array<number>(days).fill(5)]);
    await app.db.query(`insert into email_outbox (kind, to_address, from_address, subject, text_body, status) values ('test', 'a@example.test', 'b@example.test', 'S', 'T', 'failed')`);

    const { status, body } = await asAdmin('GET', '/admin/overview');
    expect(status).toBe(200);
    expect(body.users).toMatchObject({ total: 4, active: 3, archived: 1, admins: 1, investors: 1, newLast7Days: 4, newLast30Days: 4 });
    expect(body.releases).toMatchObject({ total: 1, pendingReview: 1 });
    expect(body.releases.byStatus).toContainEqual({ status: 'PENDING', count: 1 });
    // SPOTIFY 0.0025 and TIDAL 0.0125 per stream (the default rates).
    const earnings = Math.round(days * (100 * 0.0025 + 10 * 0.0125) * 100) / 100;
    expect(body.streams).toEqual({ month, streams: days * 110, estimatedEarnings: { amount: earnings, currency: 'USD', estimated: true } });
    expect(body.email).toMatchObject({ subscribers: 4, failedLast30Days: 1 });

    const present = (await app.db.query<{ present: boolean }>(`select to_regclass('email_campaigns') is not null as present`)).rows[0]!.present;
    if (!present) {
      expect(body.email.campaignsSending).toBe(0);
      // Until the email engine's tables land: the figure follows the table once it exists.
      await app.db.query(`create table email_campaigns (id serial primary key, status text not null)`);
      await app.db.query(`insert into email_campaigns (status) values ('sending'), ('sending'), ('sent')`);
      expect((await asAdmin('GET', '/admin/overview')).body.email.campaignsSending).toBe(2);
    }
    expect((await callApi(app, 'GET', '/admin/overview', { token: artist.token })).status).toBe(403);
  });
});

describe('payout rate history', () => {
  it('records who changed which rates, from what to what, and marks the rates with who saved them', async () => {
    const before = await asAdmin('GET', '/admin/system-payout-rates');
    const rates = before.body.rates.map(({ source, perStream }: { source: string; perStream: number }) => ({ source, perStream, currency: 'USD' }));
    const changed = rates.filter((rate: { source: string }) => rate.source !== 'DEEZER').map((rate: { source: string; perStream: number }) =>
      rate.source === 'SPOTIFY' ? { ...rate, perStream: 0.003 } : rate,
    );
    const saved = await asAdmin('PUT', '/admin/system-payout-rates', { rates: changed });
    expect(saved.status).toBe(200);
    expect(saved.body.rates.find((rate: { source: string }) => rate.source === 'SPOTIFY')).toMatchObject({
      perStream: 0.003,
      updatedBy: { _id: admin.user._id, name: 'Ada Admin' },
    });
    expect(saved.body.rates.every((rate: { updatedAt: string | null }) => rate.updatedAt !== null)).toBe(true);
    await asAdmin('PUT', '/admin/system-payout-rates', { rates: changed }); // nothing changes: no line

    const history = await asAdmin('GET', '/admin/system-payout-rates/history');
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ total: 1, page: 1 });
    expect(history.body.items[0]).toMatchObject({ by: { _id: admin.user._id } });
    expect(history.body.items[0].changes).toEqual([
      { source: 'DEEZER', from: 0.0064, to: null },
      { source: 'SPOTIFY', from: 0.0025, to: 0.003 },
    ]);
    expect((await callApi(app, 'GET', '/admin/system-payout-rates/history', { token: artist.token })).status).toBe(403);
    await asAdmin('PUT', '/admin/system-payout-rates', { rates }); // back to the defaults for the other tests
  });
});

describe('GET /admin/usage', () => {
  it("lists the per-artist usage report's rows across distributed users, with the user and the artist", async () => {
    const distributed = await createUser(app, { isDistributed: true, firstName: 'Dora', lastName: 'Distributed' });
    const other = await createUser(app, { isDistributed: false });
    const artistId = await artistWithUsage('Usage Artist', [
      ['2031-05', 'SPOTIFY', 'US', 1000],
      ['2031-05', 'APPLE_MUSIC', 'FR', 300],
      ['2031-04', 'SPOTIFY', 'US', 500],
    ]);
    await addToRoster(app.db, distributed.user._id, artistId, {});
    await addToRoster(app.db, other.user._id, artistId, {});

    const { status, body } = await asAdmin('GET', `/admin/usage?artistId=${artistId}`);
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items[0]).toMatchObject({
      user: { _id: distributed.user._id, name: 'Dora Distributed' },
      artist: { _id: artistId, name: 'Usage Artist' },
      period: '2031-05',
    });
    const perArtist = await asAdmin('GET', `/artists/${artistId}/usage`);
    expect(body.totals).toEqual(perArtist.body.totals);

    expect((await asAdmin('GET', `/admin/usage?search=dora&platform=SPOTIFY&sortBy=streams`)).body.items.map((row: { streams: number }) => row.streams)).toEqual([1000, 500]);
    expect((await asAdmin('GET', `/admin/usage?userId=${other.user._id}`)).body.total).toBe(0);
    expect((await asAdmin('GET', `/admin/usage?artistId=${artistId}&from=2031-05&to=2031-05&territory=FR`)).body.total).toBe(1);
    expect((await callApi(app, 'GET', '/admin/usage', { token: artist.token })).status).toBe(403);
  });
});
