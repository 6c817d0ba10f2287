import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/accounts.js';
import { DEMO_RELEASES } from '../demo/releases.js';
import { seedDemoData } from '../demo/seed.js';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, createUser, mintToken, readMailbox } from './helpers.js';

let app: FastifyInstance;
let artistToken: string;
let adminToken: string;
let seedMs: number;
beforeAll(async () => {
  const started = Date.now();
  app = await createTestApp({ demoData: true });
  seedMs = Date.now() - started;
  artistToken = mintToken({ sub: DEMO_ACCOUNTS[1]!.id });
  adminToken = mintToken({ sub: DEMO_ACCOUNTS[0]!.id });
}, 60_000);
afterAll(() => app?.close());

type Summary = { _id: string; title: string; status: string; displayStatus: string; upc: string | null; coverThumbnailUrl: string | null; missingFields: string[] };
const list = (query: string, token = artistToken) => callApi<{ items: Summary[]; total: number; page: number; limit: number }>(app, 'GET', `/releases${query}`, { token });

describe('the demo releases', () => {
  it('give the demo artist a release in every status, INCOMPLETE included, with covers and thumbnails', async () => {
    const { body } = await list('?limit=100');
    expect(body.total).toBe(DEMO_RELEASES.length);
    expect(new Set(body.items.map((item) => item.displayStatus))).toEqual(
      new Set(['DRAFT', 'INCOMPLETE', 'PENDING', 'APPROVED', 'DELIVERED', 'ONLINE', 'REJECTED', 'TAKEN_DOWN']),
    );
    for (const item of body.items) expect(item.coverThumbnailUrl).toContain('signature=');
    const incomplete = body.items.find((item) => item.displayStatus === 'INCOMPLETE')!;
    expect(incomplete.missingFields).toEqual(expect.arrayContaining(['tracks.0.audio', 'artists']));
    const published = body.items.filter((item) => ['APPROVED', 'DELIVERED', 'ONLINE', 'TAKEN_DOWN'].includes(item.status));
    for (const item of published) expect(item.upc).toMatch(/^[0-9]{12}$/);
    const rejected = await callApi(app, 'GET', `/releases/${body.items.find((item) => item.status === 'REJECTED')!._id}`, { token: artistToken });
    expect(rejected.body.history.at(-1)).toMatchObject({ from: 'PENDING', to: 'REJECTED', reason: expect.stringContaining('cover'), byName: expect.any(String) });
  });

  it('are seeded once, quickly', async () => {
    expect(seedMs).toBeGreaterThan(0);
    expect(await seedDemoData(app.db, { storage: app.storage })).toEqual([]);
    // The releases step alone, again on a database that has everything else.
    const saved = await app.db.query<{ id: string }>('select id from releases');
    await app.db.query('delete from releases');
    await app.db.query('delete from release_codes');
    await app.db.query(`delete from demo_seeds where name = 'releases'`);
    const started = Date.now();
    expect(await seedDemoData(app.db, { storage: app.storage })).toEqual(['releases']);
    const elapsed = Date.now() - started;
    console.info(`demo releases seeded in ${elapsed} ms`);
    expect(elapsed).toBeLessThan(3000);
    expect((await app.db.query('select id from releases')).rows).toHaveLength(saved.rows.length);
  });

  it('serve their files through signed links only, with ranges', async () => {
    const { body } = await callApi(app, 'GET', `/releases/${DEMO_RELEASES[0]!.id}`, { token: artistToken });
    const link = new URL(body.audio.url);
    const served = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { range: 'bytes=0-3' } });
    expect([served.statusCode, served.body]).toEqual([206, 'RIFF']);
    const unsigned = await app.inject({ method: 'GET', url: link.pathname });
    expect([unsigned.statusCode, unsigned.json()]).toEqual([403, expect.objectContaining({ statusCode: 403, error: 'Forbidden' })]);
    const forged = await app.inject({ method: 'GET', url: `${link.pathname}?expires=99999999999&signature=${link.searchParams.get('signature')}` });
    expect(forged.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/media/files/audio/%E0%A4%A.wav?expires=1&signature=x' })).statusCode).toBeLessThan(500);
    const cover = await app.inject({ method: 'GET', url: new URL(body.coverArt.thumbnailUrl).pathname + new URL(body.coverArt.thumbnailUrl).search });
    expect([cover.statusCode, cover.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(body.coverArt.url).toBe((await callApi(app, 'GET', `/releases/${DEMO_RELEASES[0]!.id}`, { token: artistToken })).body.coverArt.url);
  });
});

describe('GET /releases', () => {
  it('filters published and drafts, by status, format and artist', async () => {
    const statuses = async (query: string) => (await list(query)).body.items.map((item) => item.displayStatus).sort();
    expect(await statuses('?filter=published')).toEqual(['APPROVED', 'DELIVERED', 'ONLINE', 'PENDING']);
    expect(await statuses('?filter=draft')).toEqual(['DRAFT', 'INCOMPLETE', 'REJECTED']);
    expect(await statuses('?status=INCOMPLETE,TAKEN_DOWN')).toEqual(['INCOMPLETE', 'TAKEN_DOWN']);
    expect((await list('?format=EP')).body.items.map((item) => item.title).sort()).toEqual(['Night Swimming', 'Paper Satellites']);
    expect((await list(`?artistId=${DEMO_ACCOUNTS[1]!.artists[1]!.id}`)).body.total).toBe(0);
  });

  it('searches title, label, UPC and artist names, sorts and pages', async () => {
    expect((await list('?search=tidal')).body.items.map((item) => item.title)).toEqual(['Tidal Memory']);
    expect((await list('?search=harbor%20light')).body.total).toBe(DEMO_RELEASES.length);
    expect((await list('?search=luna')).body.total).toBe(DEMO_RELEASES.length - 1);
    const upc = (await list('?filter=published')).body.items.find((item) => item.upc)!.upc!;
    expect((await list(`?search=${upc}`)).body.items).toHaveLength(1);
    const titles = (await list('?sortBy=title')).body.items.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const latest = (await list('?sortBy=latest')).body.items.map((item) => item.title);
    expect((await list('?sortBy=oldest')).body.items.map((item) => item.title)).toEqual([...latest].reverse());
    const page2 = await list('?sortBy=latest&limit=3&page=2');
    expect([page2.body.page, page2.body.limit, page2.body.total, page2.body.items.map((item) => item.title)]).toEqual([2, 3, DEMO_RELEASES.length, latest.slice(3, 6)]);
    const popularAnswer = await list('?sortBy=popular&limit=100');
    expect(popularAnswer.status, JSON.stringify(popularAnswer.body)).toBe(200);
    const popular = popularAnswer.body.items;
    expect(popular).toHaveLength(DEMO_RELEASES.length);
    expect(popular.slice(0, 4).every((item) => item.upc !== null)).toBe(true);
    const popularPage2 = await list('?sortBy=popular&limit=3&page=2');
    expect([popularPage2.body.page, popularPage2.body.limit, popularPage2.body.total, popularPage2.body.items.map((item) => item._id)]).toEqual([
      2,
      3,
      DEMO_RELEASES.length,
      popular.slice(3, 6).map((item) => item._id),
    ]);
  });

  it('shows a user only the releases of their roster', async () => {
    const other = await createUser(app);
    expect((await list('', other.token)).body.total).toBe(0);
    expect((await callApi(app, 'GET', `/releases/${DEMO_RELEASES[0]!.id}`, { token: other.token })).status).toBe(403);
    expect((await callApi(app, 'GET', `/releases/${DEMO_RELEASES[0]!.id}`, { token: adminToken })).status).toBe(200);
  });
});

describe('the demo artist, probed from outside (#34)', () => {
  it('keeps Luna Vale’s releases and money when another account signs up naming her', async () => {
    const luna = DEMO_ACCOUNTS[1]!.artists[0]!;
    const fields = { firstName: 'Eve', lastName: 'Taker', email: 'taker@example.test', artistName: luna.name, password: 'a-long-password', phoneNumber: '+1 415 555 0100', ...ACCEPTED_USER_AGREEMENT };
    expect((await callApi(app, 'POST', '/auth/artist-sign-up', { payload: { ...fields, artistId: luna.spotifyId } })).status).toBe(201);
    const [mail] = await readMailbox(app, fields.email);
    const confirmed = await callApi(app, 'POST', '/auth/verify-code', { payload: { email: fields.email, code: mail!.text.match(/\b(\d{6})\b/)![1] } });
    const taker = confirmed.body.token as string;
    const draft = DEMO_RELEASES.find((release) => release.status === 'DRAFT')!;
    expect((await callApi(app, 'PATCH', `/releases/drafts/${draft.id}`, { token: taker, payload: { title: 'Taken' } })).status).toBe(403);
    expect((await list('', taker)).body.total).toBe(0);
    expect((await callApi(app, 'GET', `/artists/${luna.id}/payouts`, { token: taker })).status).toBe(403);

    expect((await list('')).body.total).toBe(DEMO_RELEASES.length);
    expect((await callApi(app, 'GET', `/releases/${draft.id}`, { token: artistToken })).body.title).toBe(draft.title);
    for (const path of ['payouts', 'analytics', 'unclaimed-royalties']) {
      expect((await callApi(app, 'GET', `/artists/${luna.id}/${path}`, { token: artistToken })).status, path).toBe(200);
    }
  });
});

describe('GET /releases/{id}/nm', () => {
  it('answers the delivery payload of a published release', async () => {
    const online = DEMO_RELEASES.find((release) => release.status === 'ONLINE')!;
    const answer = await callApi(app, 'GET', `/releases/${online.id}/nm`, { token: artistToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ releaseId: online.id, title: online.title, pLine: expect.stringMatching(/^℗ 2026 Harbor Light Records$/), format: 'ALBUM' });
    expect(answer.body.tracks).toHaveLength(online.tracks.length);
    expect(answer.body.tracks[0]).toMatchObject({ sequence: 1, isrc: expect.stringMatching(/^[A-Z]{2}/), audioUrl: expect.stringContaining('signature=') });
  });

  it('answers 409 naming what a draft lacks', async () => {
    const answer = await callApi(app, 'GET', `/releases/${DEMO_RELEASES[0]!.id}/nm`, { token: artistToken });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This release cannot be delivered yet: it has no UPC; track 1 has no ISRC.');
    expect(answer.body.reasons).toEqual([
      { code: 'MISSING_UPC', field: 'upc', message: 'The release has no UPC.' },
      { code: 'MISSING_ISRC', field: 'tracks.0.isrc', message: 'Track 1 has no ISRC.' },
    ]);
  });
});

describe('a copyright scan of a demo release', () => {
  it('finds no other demo release in it: every demo track has its own melody', async () => {
    const album = DEMO_RELEASES.find((release) => release.status === 'ONLINE')!;
    const path = `/releases/${album.id}/copyright-scan`;
    expect((await callApi(app, 'POST', path, { token: adminToken })).status).toBe(202);
    await expect.poll(async () => (await callApi(app, 'GET', path, { token: adminToken })).body.status, { timeout: 20_000 }).toBe('COMPLETED');
    expect((await callApi(app, 'GET', path, { token: adminToken })).body.matches).toEqual([]);
  });
});

describe('GET /reference/release-options', () => {
  it('lists about 50 primary and 500 genres, about 190 languages with Instrumental first, and the ISO countries', async () => {
    const { status, body } = await callApi(app, 'GET', '/reference/release-options', { token: artistToken });
    expect(status).toBe(200);
    expect(body.primaryGenres).toHaveLength(50);
    expect(body.genres.length).toBeGreaterThanOrEqual(450);
    expect(body.genres.length).toBeLessThanOrEqual(550);
    expect(body.genres).toEqual(expect.arrayContaining(body.primaryGenres));
    expect(body.languages[0]).toEqual({ code: 'zxx', name: 'Instrumental' });
    expect(body.languages.length).toBeGreaterThanOrEqual(180);
    expect(body.languages).toContainEqual({ code: 'en', name: 'English' });
    expect(body.countries.length).toBeGreaterThanOrEqual(249);
    expect(body.countries).toContainEqual({ code: 'DE', name: 'Germany' });
  });
});
