import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveRelease } from '../releases/moves.js';
import { callApi, expectStatedRule } from '../test/helpers.js';
import type { Queryable } from '../db/index.js';
import { pageOfArtists } from './artists.js';
import { catalogChanged } from './cache.js';
import { lastFullMonths } from './months.js';
import { type CatalogFixture, createCatalogFixture } from '../test/catalog-fixture.js';

let f: CatalogFixture;
beforeAll(async () => {
  f = await createCatalogFixture();
});
afterAll(() => f?.app.close());

describe('GET /artists', () => {
  it('admins page through every artist with a total', async () => {
    const { status, body } = await callApi(f.app, 'GET', '/artists?limit=10', { token: f.admin.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 10, total: 30 });
    expect(body.items).toHaveLength(10);
    expect(body.items[0].monthlyEarnings).toMatchObject({ currency: 'USD', estimated: true });
  });

  it('regular users see only their roster', async () => {
    const { body } = await callApi(f.app, 'GET', '/artists', { token: f.owner.token });
    expect(body.total).toBe(3);
    expect(body.items.map((a: { _id: string }) => a._id).sort()).toEqual([...f.rosterIds].sort());
    expect((await callApi(f.app, 'GET', '/artists', { token: f.stranger.token })).body).toMatchObject({ items: [], total: 0 });
  });

  it('serves pages from a cache that an edit of an artist refreshes at once', async () => {
    const top = async () => (await callApi(f.app, 'GET', '/artists?limit=1&sortBy=monthlyListeners', { token: f.admin.token })).body.items[0];
    const artist = await top();
    const rename = (name: string) =>
      callApi(f.app, 'PUT', `/artists/${artist._id}`, {
        token: f.admin.token,
        payload: { name, image: artist.image, appleId: artist.appleId, amiIdentity: artist.amiIdentity, genres: artist.genres, socials: artist.socials },
      });
    expect((await rename(`${artist.name} (renamed)`)).status).toBe(200);
    expect((await top()).name).toBe(`${artist.name} (renamed)`);
    await rename(artist.name);
    expect((await top()).name).toBe(artist.name);
  });

  it('reads what the caches miss of a page and its total in one round trip, and nothing they hold', async () => {
    const trips: string[] = [];
    const db: Queryable = {
      query: (sql, params) => (trips.push(sql), f.app.db.query(sql, params)),
      exec: (sql) => f.app.db.exec(sql),
      script: (sql) => (trips.push(sql), f.app.db.script(sql)),
    };
    const caller = { userId: f.admin.user._id, roles: f.admin.user.roles, tokenId: 'test', tokenExpiresAt: Date.now() + 60_000 };
    const window = { page: 2, limit: 2, sortBy: 'name', sortDirection: 'asc' } as const;
    // 30 artists: the planner's estimate is under the exact-count bound, so a total is also counted.
    const first = await pageOfArtists(db, caller, {}, window, true);
    expect(first.items.map((artist) => artist.name)).toEqual((await callApi(f.app, 'GET', '/artists?page=2&limit=2&sortBy=name&sortDirection=asc', { token: f.admin.token })).body.items.map((artist: { name: string }) => artist.name));
    expect(first.total).toEqual({ total: 30, totalIsEstimate: false });
    expect(trips).toHaveLength(2);
    expect(trips[0]).toMatch(/^explain[\s\S]*;\s*select/);
    trips.length = 0;
    expect(await pageOfArtists(db, caller, {}, window)).toEqual(first);
    expect(trips).toEqual([]);
    // Another page of the same list: its total is cached, so the page alone is read.
    await pageOfArtists(db, caller, {}, { ...window, page: 3 });
    expect(trips).toHaveLength(1);
    expect(trips[0]).not.toContain('explain');
  });

  it('page beyond the end is empty, limit bounds are enforced', async () => {
    expect((await callApi(f.app, 'GET', '/artists?page=99', { token: f.admin.token })).body).toMatchObject({ items: [], total: 30, page: 99 });
    expect((await callApi(f.app, 'GET', '/artists?limit=0', { token: f.admin.token })).status).toBe(400);
    expect((await callApi(f.app, 'GET', '/artists?limit=101', { token: f.admin.token })).status).toBe(400);
  });

  it('sorts by listeners, name and earnings in both directions', async () => {
    for (const sortBy of ['monthlyListeners', 'name', 'monthlyEarnings', 'createdAt'] as const) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const { body } = await callApi(f.app, 'GET', `/artists?limit=100&sortBy=${sortBy}&sortDirection=${sortDirection}`, { token: f.admin.token });
        const key = (a: Record<string, unknown>) =>
          sortBy === 'monthlyEarnings' ? (a.monthlyEarnings as { amount: number }).amount : (a[sortBy] as string | number);
        const values = body.items.map(key);
        const sorted = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        if (sortDirection === 'desc') sorted.reverse();
        if (sortBy !== 'name') expect(values).toEqual(sorted);
        expect(body.items).toHaveLength(30);
      }
    }
  });

  it('filters by search, earnings, socials and verification; blank search is ignored', async () => {
    const all = (await callApi(f.app, 'GET', '/artists?limit=100', { token: f.admin.token })).body.items;
    const someone = all[5];
    const part = someone.name.slice(1, 5);
    const found = (await callApi(f.app, 'GET', `/artists?search=${encodeURIComponent(part)}`, { token: f.admin.token })).body;
    expect(found.items.map((a: { _id: string }) => a._id)).toContain(someone._id);
    for (const artist of found.items) expect(artist.name.toLowerCase()).toContain(part.toLowerCase());
    expect((await callApi(f.app, 'GET', '/artists?search=%20%20', { token: f.admin.token })).body.total).toBe(30);

    const min = all[10].monthlyEarnings.amount;
    const rich = (await callApi(f.app, 'GET', `/artists?minMonthlyEarnings=${min}&limit=100`, { token: f.admin.token })).body;
    for (const artist of rich.items) expect(artist.monthlyEarnings.amount).toBeGreaterThanOrEqual(min);
    const poor = (await callApi(f.app, 'GET', `/artists?maxMonthlyEarnings=${min}&limit=100`, { token: f.admin.token })).body;
    for (const artist of poor.items) expect(artist.monthlyEarnings.amount).toBeLessThanOrEqual(min);

    const socialAnswer = await callApi(f.app, 'GET', '/artists?socials=INSTAGRAM,TWITTER&limit=100', { token: f.admin.token });
    const social = socialAnswer.body;
    for (const artist of social.items) expect(artist.socials.map((s: { network: string }) => s.network)).toEqual(expect.arrayContaining(['INSTAGRAM', 'TWITTER']));

    expect((await callApi(f.app, 'GET', '/artists?isVerified=true', { token: f.admin.token })).body.items.map((a: { _id: string }) => a._id)).toEqual([f.rosterIds[0]]);
    expect((await callApi(f.app, 'GET', '/artists?isVerified=false', { token: f.owner.token })).body.total).toBe(2);
  });

  it('pages a search in its sort\'s order, each artist with the flags the caller sees', async () => {
    for (const user of [f.admin, f.owner]) {
      const list = async (query: string) => (await callApi(f.app, 'GET', `/artists?sortBy=monthlyListeners&${query}`, { token: user.token })).body;
      const all: { _id: string; name: string }[] = (await list('limit=100')).items;
      // The part of a name most names share, so the search finds several pages of them.
      const parts = all.flatMap((artist) => [...new Set(Array.from({ length: artist.name.length - 2 }, (_, i) => artist.name.slice(i, i + 3).toLowerCase()))]);
      const part = parts.sort((x, y) => parts.filter((p) => p === y).length - parts.filter((p) => p === x).length)[0]!;
      const expected = all.filter((artist) => artist.name.toLowerCase().includes(part));
      const pages = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) pages.push(...(await list(`search=${encodeURIComponent(part)}&limit=2&page=${page}&clearCache=true`)).items);
      expect(pages).toEqual(expected);
      // Its total cached, another page of it is read alone.
      expect(await list(`search=${encodeURIComponent(part)}&limit=3`)).toMatchObject({ items: expected.slice(0, 3), total: expected.length });
    }
  });

  it('filters published (a release online) and draft (none online yet) artists, for admins and on a roster', async () => {
    const [online, delivered, draftOnly] = f.rosterIds as [string, string, string];
    const release = async (artistId: string, status: string) =>
      (
        await f.app.db.query<{ id: string }>(
          `insert into releases (owner_id, artist_id, status, title, label, format, primary_genre, audio_language, release_date, original_release_date)
           values ($1, $2, $3, 'Filter Test', 'Label', 'SINGLE', 'Pop', 'English', now(), now()) returning id`,
          [f.owner.user._id, artistId, status],
        )
      ).rows[0]!.id;
    await release(online, 'ONLINE');
    await release(online, 'DRAFT');
    const deliveredId = await release(delivered, 'DELIVERED');
    await release(draftOnly, 'DRAFT');
    catalogChanged(f.app.db);
    const list = async (query: string, token: string) => {
      const { status, body } = await callApi(f.app, 'GET', `/artists?${query}`, { token });
      expect(status).toBe(200);
      return { ids: body.items.map((a: { _id: string }) => a._id).sort(), total: body.total as number };
    };

    expect(await list('status=published', f.admin.token)).toEqual({ ids: [online], total: 1 });
    expect((await list('status=draft', f.admin.token)).total).toBe(29);
    expect(await list('status=published', f.owner.token)).toEqual({ ids: [online], total: 1 });
    expect(await list('status=draft', f.owner.token)).toEqual({ ids: [delivered, draftOnly].sort(), total: 2 });
    expect(await list('status=draft&page=2&limit=1', f.owner.token)).toEqual({ ids: [expect.any(String)], total: 2 });
    expect(await list('status=published&isVerified=false', f.owner.token)).toEqual({ ids: [], total: 0 });
    expect(await list('status=published', f.stranger.token)).toEqual({ ids: [], total: 0 });
    expect((await callApi(f.app, 'GET', '/artists?status=online', { token: f.admin.token })).status).toBe(400);

    // A release going online moves its artist from draft to published at once (cached pages too).
    await moveRelease(f.app, { releaseId: deliveredId, to: 'ONLINE', actor: 'PARTNER', byUserId: null });
    expect(await list('status=published', f.owner.token)).toEqual({ ids: [online, delivered].sort(), total: 2 });
    expect(await list('status=draft', f.owner.token)).toEqual({ ids: [draftOnly], total: 1 });

    await f.app.db.query(`delete from releases where title = 'Filter Test'`);
    catalogChanged(f.app.db);
  });
});

describe('GET /artists/total', () => {
  it('is cached until clearCache=true', async () => {
    expect((await callApi(f.app, 'GET', '/artists/total', { token: f.admin.token })).body).toEqual({ total: 30 });
    await f.app.db.query(`insert into artists (name) values ('Fresh Face')`);
    expect((await callApi(f.app, 'GET', '/artists/total', { token: f.admin.token })).body).toEqual({ total: 30 });
    expect((await callApi(f.app, 'GET', '/artists/total?clearCache=true', { token: f.admin.token })).body).toEqual({ total: 31 });
    expect((await callApi(f.app, 'GET', '/artists/total', { token: f.owner.token })).body).toEqual({ total: 3 });
    await f.app.db.query(`delete from artists where name = 'Fresh Face'`);
    await callApi(f.app, 'GET', '/artists/total?clearCache=true', { token: f.admin.token });
  });
});

describe('one artist', () => {
  it('reads, overview, metadata, roster', async () => {
    const id = f.rosterIds[0]!;
    const artist = (await callApi(f.app, 'GET', `/artists/${id}`, { token: f.owner.token })).body;
    expect(artist.isVerified).toEqual({ spotify: true, appleMusic: true });
    expect((await callApi(f.app, 'GET', `/artists/${'0'.repeat(24)}`, { token: f.owner.token })).status).toBe(404);
    const overview = (await callApi(f.app, 'GET', `/artists/${id}/overview`, { token: f.stranger.token })).body;
    // One point a day of the twelve last full months (365 or 366 days).
    expect(overview.dailyStreams).toHaveLength((Date.parse(overview.period.to) - Date.parse(overview.period.from)) / 86_400_000 + 1);
    expect(overview.period.from).toBe(`${lastFullMonths(new Date()).from}-01`);
    expect(overview.totals.streams).toBeGreaterThan(0);
    expect(overview.topTracks.length).toBeGreaterThan(0);
    const again = (await callApi(f.app, 'GET', `/artists/${id}/overview`, { token: f.stranger.token })).body;
    expect(again.updatedAt).toBe(overview.updatedAt);
    const fresh = (await callApi(f.app, 'GET', `/artists/${id}/overview?clearCache=true`, { token: f.stranger.token })).body;
    expect(fresh.totals.streams).toBe(overview.totals.streams);
    const metadata = (await callApi(f.app, 'GET', `/artists/${artist.spotifyId}/metadata`, { token: f.owner.token })).body;
    expect(metadata.spotify).toBe(artist.spotifyId);
    const roster = (await callApi(f.app, 'GET', '/artists/roster', { token: f.owner.token })).body;
    expect(roster.map((entry: { _artist: { _id: string } }) => entry._artist._id)).toEqual(f.rosterIds);
  });

  it('PUT: owner or admin only, replaces the editable fields', async () => {
    const id = f.rosterIds[1]!;
    const body = { name: 'Renamed Artist', genres: ['pop'], socials: [{ network: 'INSTAGRAM', url: 'https://instagram.com/renamed' }] };
    const refused = await callApi(f.app, 'PUT', `/artists/${id}`, { token: f.stranger.token, payload: body });
    expectStatedRule(refused, { method: 'PUT', path: '/artists/{id}', status: 403 });
    const updated = await callApi(f.app, 'PUT', `/artists/${id}`, { token: f.owner.token, payload: body });
    expect(updated.body).toMatchObject({ name: 'Renamed Artist', genres: ['pop'], image: null, appleId: null });
    expect((await callApi(f.app, 'PUT', `/artists/${id}`, { token: f.admin.token, payload: { name: 'By Admin' } })).body.name).toBe('By Admin');
    expect((await callApi(f.app, 'PUT', `/artists/${id}`, { token: f.admin.token, payload: { name: '' } })).status).toBe(400);
  });

  it('PUT: an Apple Music id another artist has answers 409', async () => {
    const id = f.rosterIds[2]!;
    const { rows } = await f.app.db.query<{ apple_id: string }>('select apple_id from artists where apple_id is not null and id <> $1 limit 1', [id]);
    const taken = await callApi(f.app, 'PUT', `/artists/${id}`, { token: f.owner.token, payload: { name: 'Copycat', appleId: rows[0]!.apple_id } });
    expectStatedRule(taken, { method: 'PUT', path: '/artists/{id}', status: 409 });
  });

  it('money reads are for the roster and admins', async () => {
    const id = f.rosterIds[0]!;
    for (const path of ['payouts', 'unclaimed-royalties', 'analytics', 'usage']) {
      const refused = await callApi(f.app, 'GET', `/artists/${id}/${path}`, { token: f.stranger.token });
      expectStatedRule(refused, { method: 'GET', path: `/artists/{id}/${path}`, status: 403, mentions: 'This artist is not on your roster.' });
      expect((await callApi(f.app, 'GET', `/artists/${id}/${path}`, { token: f.owner.token })).status).toBe(200);
      expect((await callApi(f.app, 'GET', `/artists/${id}/${path}`, { token: f.admin.token })).status).toBe(200);
    }
  });

  it('payouts: per month and source, estimated from the rates', async () => {
    const id = f.rosterIds[0]!;
    const { body } = await callApi(f.app, 'GET', `/artists/${id}/payouts?from=2025-01&to=2025-03&platforms=SPOTIFY`, { token: f.owner.token });
    expect(body.results.map((p: { month: string; source: string }) => `${p.month} ${p.source}`)).toEqual([
      '2025-03 SPOTIFY', '2025-03 MLC', '2025-02 SPOTIFY', '2025-02 MLC', '2025-01 SPOTIFY', '2025-01 MLC',
    ]);
    const spotify = body.results[0];
    expect(spotify.ratePerStream).toBe(0.0025);
    expect(spotify.amount.amount).toBeCloseTo(spotify.streams * 0.0025, 1);
    expect(body.results.find((p: { source: string }) => p.source === 'MLC').ratePerStream).toBe(0.00045);
  });

  it('payouts: by default the twelve last full months, newest first (the month in progress left out)', async () => {
    const { body } = await callApi(f.app, 'GET', `/artists/${f.rosterIds[0]}/payouts?platforms=SPOTIFY`, { token: f.owner.token });
    const months = [...new Set(body.results.map((p: { month: string }) => p.month))];
    const expected = lastFullMonths(new Date());
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(expected.to);
    expect(months[11]).toBe(expected.from);
  });

  it('payouts: `from` not after `to`, at most 36 months (400)', async () => {
    const payouts = (query: string) => callApi(f.app, 'GET', `/artists/${f.rosterIds[0]}/payouts?${query}`, { token: f.owner.token });
    expectStatedRule(await payouts('from=2025-03&to=2025-01'), { method: 'GET', path: '/artists/{id}/payouts', status: 400 });
    expect((await payouts('from=2021-03&to=2024-02&platforms=SPOTIFY')).body.results).toHaveLength(36 * 2);
    const tooLong = await payouts('from=2021-03&to=2024-03');
    expectStatedRule(tooLong, { method: 'GET', path: '/artists/{id}/payouts', status: 400 });
    expect(tooLong.body.message).toBe('At most 36 months of payouts at a time');
  });

  it('payouts and usage take the years 0–99 as written (Date.UTC would make them 1900–1999)', async () => {
    const id = f.rosterIds[0]!;
    const payouts = await callApi(f.app, 'GET', `/artists/${id}/payouts?from=0050-01&to=0050-03&platforms=SPOTIFY`, { token: f.owner.token });
    expect(payouts.status).toBe(200);
    expect(payouts.body.results.map((p: { month: string }) => p.month)).toEqual(['0050-03', '0050-03', '0050-02', '0050-02', '0050-01', '0050-01']);
    const usage = await callApi(f.app, 'GET', `/artists/${id}/usage?to=0000-06`, { token: f.owner.token });
    expect(usage.status).toBe(200);
  });

  it('analytics: one point per day, previous period, 400 over 366 days', async () => {
    const id = f.rosterIds[0]!;
    const { body } = await callApi(f.app, 'GET', `/artists/${id}/analytics?from=2025-01-01&to=2025-01-31`, { token: f.owner.token });
    expect(body.platforms).toEqual(['SPOTIFY', 'APPLE_MUSIC']);
    expect(body.series[0].points).toHaveLength(31);
    expect((await callApi(f.app, 'GET', `/artists/${id}/analytics?from=2024-01-01&to=2024-12-31`, { token: f.owner.token })).body.series[0].points).toHaveLength(366);
    const tooLong = await callApi(f.app, 'GET', `/artists/${id}/analytics?from=2024-01-01&to=2025-01-01`, { token: f.owner.token });
    expectStatedRule(tooLong, { method: 'GET', path: '/artists/{id}/analytics', status: 400, mentions: 'Ranges longer than 366 days are refused' });
    const reversed = await callApi(f.app, 'GET', `/artists/${id}/analytics?from=2025-02-01&to=2025-01-31`, { token: f.owner.token });
    expectStatedRule(reversed, { method: 'GET', path: '/artists/{id}/analytics', status: 400, mentions: '`from` is after `to`' });
  });

  it('usage: 403 for users not distributed', async () => {
    const id = f.rosterIds[0]!;
    await f.app.db.query('update users set is_distributed = false where id = $1', [f.owner.user._id]);
    const refused = await callApi(f.app, 'GET', `/artists/${id}/usage`, { token: f.owner.token });
    expectStatedRule(refused, { method: 'GET', path: '/artists/{id}/usage', status: 403, mentions: 'Usage reports are for distributed accounts.' });
    await f.app.db.query('update users set is_distributed = true where id = $1', [f.owner.user._id]);
  });

  it('unclaimed royalties with status filter and totals', async () => {
    const { body } = await callApi(f.app, 'GET', `/admin/mlc?limit=5`, { token: f.admin.token });
    expect(body.total).toBeGreaterThan(0);
    expect(body.totalEstimatedAmount.estimated).toBe(true);
    const artistId = body.items[0].artistId;
    await f.app.db.query('insert into user_artists (user_id, artist_id) values ($1, $2) on conflict do nothing', [f.owner.user._id, artistId]);
    const own = (await callApi(f.app, 'GET', `/artists/${artistId}/unclaimed-royalties?status=UNCLAIMED`, { token: f.owner.token })).body;
    for (const line of own.items) expect(line.status).toBe('UNCLAIMED');
    expect((await callApi(f.app, 'GET', '/admin/mlc', { token: f.owner.token })).status).toBe(403);
  });

  it('summary across the roster', async () => {
    const { body } = await callApi(f.app, 'GET', '/analytics/summary', { token: f.owner.token });
    expect(body.artists.total).toBeGreaterThanOrEqual(3);
    expect(body.artists.verified).toBe(1);
    expect(body.streams.byPlatform).toHaveLength(7);
  });

  it('summary: a daily series per platform that adds up to the totals', async () => {
    const { body } = await callApi(f.app, 'GET', '/analytics/summary?from=2025-01-01&to=2025-01-10', { token: f.owner.token });
    expect(body.series).toHaveLength(7);
    type Point = { date: string; streams: number };
    for (const entry of body.series as { platform: string; points: Point[] }[]) {
      expect(entry.points.map((point) => point.date)).toEqual(
        Array.from({ length: 10 }, (_, day) => `2025-01-${String(day + 1).padStart(2, '0')}`),
      );
      const row = body.streams.byPlatform.find((r: { platform: string }) => r.platform === entry.platform);
      expect(entry.points.reduce((total, point) => total + point.streams, 0)).toBe(row.streams);
    }
  });

  it('summary: `from` not after `to`, at most 366 days (400)', async () => {
    const summary = (query: string) => callApi(f.app, 'GET', `/analytics/summary?${query}`, { token: f.owner.token });
    const reversed = await summary('from=2025-02-01&to=2025-01-31');
    expectStatedRule(reversed, { method: 'GET', path: '/analytics/summary', status: 400, mentions: '`from` is after `to`' });
    const tooLong = await summary('from=2024-01-01&to=2025-01-01');
    expectStatedRule(tooLong, { method: 'GET', path: '/analytics/summary', status: 400, mentions: 'Ranges longer than 366 days are refused' });
  });
});

describe('search', () => {
  it('global search pages by offset with a total', async () => {
    const { rows } = await f.app.db.query<{ name: string }>('select name from artists order by monthly_listeners desc limit 1');
    const name = rows[0]!.name;
    const { body } = await callApi(f.app, 'GET', `/search/artists?query=${encodeURIComponent(name)}&platform=spotify`, { token: f.owner.token });
    expect(body.artists[0]).toMatchObject({ name, platform: 'spotify' });
    expect(body.total).toBeGreaterThanOrEqual(1);
    const short = (await callApi(f.app, 'GET', `/search/artists?query=${name[0]}&offset=1&limit=2`, { token: f.owner.token })).body;
    expect(short.artists.length).toBeLessThanOrEqual(2);
    expect((await callApi(f.app, 'GET', `/search/artists?query=`, { token: f.owner.token })).status).toBe(400);
    const provider = (await callApi(f.app, 'GET', `/artists/search?artistName=${encodeURIComponent(name)}&provider=appleMusic`, { token: f.owner.token })).body;
    for (const result of provider) expect(result.platform).toBe('appleMusic');
    const mb = (await callApi(f.app, 'GET', `/musicbrainz/search?artistName=${encodeURIComponent(name)}`, { token: f.owner.token })).body;
    expect(mb[0]).toMatchObject({ name, score: 100 });
  });
});
