import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixture, createCatalogFixture } from './catalog-fixture.js';
import { callApi } from './helpers.js';

// Issue #36 item 15: the catalogue by streams reads an index (migration 0017), not a sum per album.

let f: CatalogFixture;
beforeAll(async () => {
  f = await createCatalogFixture();
}, 60_000);
afterAll(() => f?.app.close());

/** Albums whose kept streams are not the sum of their tracks' streams. */
async function albumsOutOfStep(): Promise<number> {
  const { rows } = await f.app.db.query<{ wrong: number }>(
    `select count(*)::int as wrong from albums al where al.streams <> coalesce((select sum(t.streams) from tracks t where t.album_id = al.id), 0)`,
  );
  return rows[0]!.wrong;
}

describe('the catalogue by streams', () => {
  it("pages albums and tracks by streams, an album's streams being its tracks'", async () => {
    expect(await albumsOutOfStep()).toBe(0);
    const albums = (await callApi(f.app, 'GET', '/admin/catalog?type=album&limit=5', { token: f.admin.token })).body;
    const streams = albums.items.map((item: { streams: number }) => item.streams);
    expect(streams).toEqual([...streams].sort((a, b) => b - a));
    const { rows } = await f.app.db.query<{ streams: string }>('select max(streams) as streams from albums');
    expect(streams[0]).toBe(Number(rows[0]!.streams));
    const tracks = (await callApi(f.app, 'GET', '/admin/catalog?type=track&limit=5', { token: f.admin.token })).body;
    const trackStreams = tracks.items.map((item: { streams: number }) => item.streams);
    expect(trackStreams).toEqual([...trackStreams].sort((a, b) => b - a));
  });

  it("keeps an album's streams as its tracks change, move to another album or go", async () => {
    const { rows } = await f.app.db.query<{ id: string; album_id: string }>('select id, album_id from tracks where album_id is not null order by id limit 2');
    const [moved, other] = rows as [{ id: string; album_id: string }, { id: string; album_id: string }];
    const { rows: albums } = await f.app.db.query<{ id: string }>('select id from albums where id <> $1 order by id limit 1', [moved.album_id]);
    await f.app.db.query('update tracks set streams = streams + 12345, album_id = $2 where id = $1', [moved.id, albums[0]!.id]);
    expect(await albumsOutOfStep()).toBe(0);
    await f.app.db.query('delete from tracks where id = $1', [other.id]);
    expect(await albumsOutOfStep()).toBe(0);
  });
});
