import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectResponseMatchesContract, expectStatedRule } from '../test/helpers.js';
import { type CatalogFixture, createCatalogFixture } from '../test/catalog-fixture.js';

let f: CatalogFixture;
beforeAll(async () => {
  f = await createCatalogFixture();
});
afterAll(() => f?.app.close());

describe('catalogue reads', () => {
  it('tracks, albums, catalog, discography, canvas', async () => {
    const id = f.rosterIds[0]!;
    const token = f.stranger.token;
    const all = (await callApi(f.app, 'GET', `/artists/${id}/all-tracks`, { token })).body;
    expect(all.length).toBeGreaterThan(0);
    const paged = (await callApi(f.app, 'GET', `/artists/${id}/tracks?limit=2`, { token })).body;
    expect(paged).toMatchObject({ page: 1, limit: 2, total: all.length });
    const catalog = (await callApi(f.app, 'GET', `/artists/${id}/catalog`, { token })).body;
    expect(catalog).toMatchObject({ limit: 15, catalogType: 'all-tracks', album: null, total: all.length });
    const albums = (await callApi(f.app, 'GET', `/artists/${id}/discography`, { token })).body;
    const album = albums[0];
    const noAlbum = await callApi(f.app, 'GET', `/artists/${id}/catalog?catalogType=album-tracks`, { token });
    expectStatedRule(noAlbum, { method: 'GET', path: '/artists/{id}/catalog', status: 400 });
    const otherArtist = await callApi(f.app, 'GET', `/artists/${f.rosterIds[1]}/catalog?catalogType=album-tracks&albumId=${album.id}`, { token });
    expectStatedRule(otherArtist, { method: 'GET', path: '/artists/{id}/catalog', status: 404, mentions: 'Album not found for this artist' });
    const albumPage = (await callApi(f.app, 'GET', `/artists/${id}/catalog?catalogType=album-tracks&albumId=${album.id}`, { token })).body;
    expect(albumPage.album.id).toBe(album.id);
    expect(albumPage.total).toBe(album.totalTracks);
    expect((await callApi(f.app, 'GET', `/albums/${album.id}/tracks?page=1&limit=1`, { token })).body.total).toBe(album.totalTracks);
    expect((await callApi(f.app, 'GET', `/albums/nope/tracks`, { token })).status).toBe(404);
    const details = (await callApi(f.app, 'GET', `/albums/${album.id}`, { token })).body;
    expect(details.estimatedEarnings.estimated).toBe(true);
    const track = (await callApi(f.app, 'GET', `/tracks/${all[0].id}`, { token })).body;
    expect(track.streams.byPlatform).toHaveLength(7);
    const { id: trackId, name, isrc, durationMs, explicit, popularity, image, previewUrl, releaseDate, estimatedEarnings } = all[0];
    expect(track).toMatchObject({ id: trackId, platform: 'SPOTIFY', name, isrc, durationMs, explicit, popularity, image, previewUrl, releaseDate, estimatedEarnings });
    expect(track).not.toHaveProperty('_id');
    expect((await callApi(f.app, 'GET', `/artists/${id}/canvas`, { token })).body).toHaveProperty('canvasUrl');
  });

  it('roster tracks and works; 403 for another artist', async () => {
    const tracks = (await callApi(f.app, 'GET', '/tracks?sortBy=title&limit=5', { token: f.owner.token })).body;
    expect(tracks.total).toBeGreaterThan(0);
    const other = (await f.app.db.query<{ id: string }>('select id from artists where not (id = any($1)) limit 1', [f.rosterIds])).rows[0]!.id;
    for (const caller of [f.owner, f.admin]) {
      const refused = await callApi(f.app, 'GET', `/tracks?artistId=${other}`, { token: caller.token });
      expectStatedRule(refused, { method: 'GET', path: '/tracks', status: 403 });
    }
    expectStatedRule(await callApi(f.app, 'GET', `/tracks?artistId=${'0'.repeat(24)}`, { token: f.owner.token }), { method: 'GET', path: '/tracks', status: 404 });
    const works = (await callApi(f.app, 'GET', '/works', { token: f.owner.token })).body;
    expect(works.total).toBeGreaterThan(0);
    expect((await callApi(f.app, 'GET', '/works', { token: f.stranger.token })).body.total).toBe(0);
  });

  it('admin catalogue of tracks and albums', async () => {
    const tracks = (await callApi(f.app, 'GET', '/admin/catalog?type=track&sortBy=latest', { token: f.admin.token })).body;
    expect(tracks.items[0].type).toBe('track');
    const albums = (await callApi(f.app, 'GET', '/admin/catalog?type=album', { token: f.admin.token })).body;
    expect(albums.items[0].type).toBe('album');
    expect((await callApi(f.app, 'GET', '/admin/catalog', { token: f.owner.token })).status).toBe(403);
  });
});

describe('writers', () => {
  it('list, total, one, discography, search, search-upsert', async () => {
    const token = f.owner.token;
    const list = (await callApi(f.app, 'GET', '/writers?limit=5', { token })).body;
    expect(list.total).toBe(40);
    expect((await callApi(f.app, 'GET', '/writers/total', { token })).body).toEqual({ total: 40 });
    const writer = list.items[0];
    expect((await callApi(f.app, 'GET', `/writers/${writer._id}`, { token })).body.ipiNumber).toBe(writer.ipiNumber);
    expect((await callApi(f.app, 'GET', `/writers/${writer._id}/discography`, { token })).body).toMatchObject({ page: 1, limit: 25 });
    expect((await callApi(f.app, 'GET', `/writers/search?query=${writer.ipiNumber}`, { token })).body[0]._id).toBe(writer._id);
    const created = (await callApi(f.app, 'GET', '/writers/search-upsert?query=Zed%20Quimby', { token })).body;
    expect(created[0]).toMatchObject({ name: 'Zed Quimby' });
    expect((await callApi(f.app, 'GET', '/writers/search-upsert?query=Zed%20Quimby', { token })).body[0]._id).toBe(created[0]._id);
    expect((await callApi(f.app, 'GET', `/writers/${'0'.repeat(24)}`, { token })).status).toBe(404);
  });

  it('discography pages, newest release first', async () => {
    const token = f.owner.token;
    const { rows } = await f.app.db.query<{ writer_id: string; credits: number }>(
      'select writer_id, count(*)::int as credits from track_writers group by writer_id order by 2 desc, 1 limit 1',
    );
    const { writer_id: id, credits } = rows[0]!;
    expect(credits).toBeGreaterThan(4);
    const first = (await callApi(f.app, 'GET', `/writers/${id}/discography?limit=2`, { token })).body;
    expect(first).toMatchObject({ page: 1, limit: 2, total: credits });
    expect(first.items).toHaveLength(2);
    const second = (await callApi(f.app, 'GET', `/writers/${id}/discography?limit=2&page=2`, { token })).body;
    expect(second).toMatchObject({ page: 2, limit: 2, total: credits });
    const all = (await callApi(f.app, 'GET', `/writers/${id}/discography?limit=100`, { token })).body.items;
    expect(all).toHaveLength(credits);
    expect([...first.items, ...second.items].map((track: { id: string }) => track.id)).toEqual(
      all.slice(0, 4).map((track: { id: string }) => track.id),
    );
    const dates = all.map((track: { releaseDate: string | null }) => track.releaseDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const past = (await callApi(f.app, 'GET', `/writers/${id}/discography?page=99`, { token })).body;
    expect(past).toMatchObject({ items: [], page: 99, total: credits });
    expect((await callApi(f.app, 'GET', `/writers/${id}/discography?page=100001`, { token })).status).toBe(400);
    expect((await callApi(f.app, 'GET', `/writers/${id}/discography?limit=101`, { token })).status).toBe(400);
    expect((await callApi(f.app, 'GET', `/writers/${'0'.repeat(24)}/discography`, { token })).status).toBe(404);
  });
});

describe('reference data and rates', () => {
  it('dsp sources, distribution (COMING_SOON last), PROs', async () => {
    const token = f.owner.token;
    expect((await callApi(f.app, 'GET', '/dsp-sources', { token })).body.length).toBe(7);
    const stores = (await callApi(f.app, 'GET', '/dsp-sources/distribution', { token })).body;
    expect(stores.at(-1).notice).toBe('COMING_SOON');
    expect((await callApi(f.app, 'GET', '/PROs', { token })).body.map((p: { shortName: string }) => p.shortName)).toContain('BMI');
  });

  it('admins read and replace the payout rates; earnings follow', async () => {
    const rates = (await callApi(f.app, 'GET', '/admin/system-payout-rates', { token: f.admin.token })).body;
    expect(rates.defaults).toContainEqual({ source: 'MLC', perStream: 0.00045, currency: 'USD' });
    const before = (await callApi(f.app, 'GET', `/artists/${f.rosterIds[0]}`, { token: f.admin.token })).body.monthlyEarnings.amount;
    const doubled = rates.rates.map((rate: { source: string; perStream: number }) => ({ source: rate.source, perStream: rate.perStream * 2, currency: 'USD' }));
    const dup = [doubled[0], doubled[0]];
    const twice = await callApi(f.app, 'PUT', '/admin/system-payout-rates', { token: f.admin.token, payload: { rates: dup } });
    expectStatedRule(twice, { method: 'PUT', path: '/admin/system-payout-rates', status: 422 });
    const after = (await callApi(f.app, 'PUT', '/admin/system-payout-rates', { token: f.admin.token, payload: { rates: doubled } })).body;
    expect(after.rates[0].updatedBy._id).toBe(f.admin.user._id);
    const now = (await callApi(f.app, 'GET', `/artists/${f.rosterIds[0]}`, { token: f.admin.token })).body.monthlyEarnings.amount;
    expect(now).toBeCloseTo(before * 2, 0);
    expect((await callApi(f.app, 'PUT', '/admin/system-payout-rates', { token: f.owner.token, payload: { rates: doubled } })).status).toBe(403);
  });
});

describe('admin export', () => {
  it('CSV: header and one row per artist, as an attachment', async () => {
    const response = await f.app.inject({ method: 'GET', url: '/api/admin/artists/csv', headers: { authorization: `Bearer ${f.admin.token}` } });
    expectResponseMatchesContract(response, { method: 'GET', path: '/api/admin/artists/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="artists-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('_id,artistId,name,spotifyId,image,verifiedPlatforms,createdAt');
    expect(lines).toHaveLength(31);
    expect(response.body).toContain('spotify appleMusic');
  });

  it('streams thousands of rows in batches; JSON too; admins only', async () => {
    await f.app.db.query(`insert into artists (name) select 'Bulk ' || g from generate_series(1, 2500) g`);
    const response = await f.app.inject({ method: 'GET', url: '/api/admin/artists/csv?search=bulk', headers: { authorization: `Bearer ${f.admin.token}` } });
    expectResponseMatchesContract(response, { method: 'GET', path: '/api/admin/artists/csv?search=bulk' });
    expect(response.body.trim().split('\r\n')).toHaveLength(2501);
    const json = await f.app.inject({ method: 'GET', url: '/api/admin/artists/json?search=bulk%202499', headers: { authorization: `Bearer ${f.admin.token}` } });
    expect(expectResponseMatchesContract(json, { method: 'GET', path: '/api/admin/artists/json' })).toHaveLength(1);
    expect((await callApi(f.app, 'GET', '/admin/artists/csv', { token: f.owner.token })).status).toBe(403);
    await f.app.db.query(`delete from artists where name like 'Bulk %'`);
  });
});
