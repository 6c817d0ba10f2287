import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ARTISTS } from '../verification/sandbox.js';
import { callApi, createTestApp, createUser, expectStatedRule, type TestUser } from './helpers.js';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await createUser(app);
}, 60_000);
afterAll(() => app?.close());

function search(platform: string, query: string, limit?: number) {
  const params = new URLSearchParams({ query, ...(limit ? { limit: String(limit) } : {}) });
  return callApi(app, 'GET', `/platforms/${platform}/artists/search?${params}`, { token: user.token });
}

describe('GET /platforms/{platform}/artists/search', () => {
  it('finds the sandbox artists on Spotify by part of the name, with their profile links', async () => {
    const { status, body } = await search('SPOTIFY', 'ova lig');
    expect(status).toBe(200);
    const nova = SANDBOX_ARTISTS[0]!;
    expect(body.artists).toEqual([
      {
        platform: 'SPOTIFY',
        platformId: nova.spotifyId,
        name: 'Nova Lights',
        image: null,
        followers: nova.followers,
        url: `https://open.spotify.com/artist/${nova.spotifyId}`,
        genres: nova.genres,
        artistId: null,
      },
    ]);
  });

  it('finds catalogue artists first, with their catalogue _id, then the sandbox ones', async () => {
    const { rows } = await app.db.query<{ id: string }>(
      `insert into artists (name, spotify_id, apple_id, monthly_listeners) values ('Nova Choir', 'spNovaChoir00000000001', '1234500001', 500) returning id`,
    );
    const { body } = await search('SPOTIFY', 'NOVA');
    expect(body.artists.map((artist: { name: string; artistId: string | null }) => [artist.name, artist.artistId])).toEqual([
      ['Nova Choir', rows[0]!.id],
      ['Nova Lights', null],
    ]);
    const apple = await search('APPLE_MUSIC', 'nova');
    expect(apple.body.artists.map((artist: { platformId: string }) => artist.platformId)).toEqual(['1234500001', SANDBOX_ARTISTS[0]!.appleId]);
    expect(apple.body.artists[0].url).toBe('https://music.apple.com/us/artist/1234500001');
  });

  it('keeps to the limit and answers nothing for a blank query', async () => {
    expect((await search('SPOTIFY', 'n', 1)).body.artists.map((artist: { name: string }) => artist.name)).toEqual(['Nova Choir']);
    expect((await search('SPOTIFY', 'n')).body.artists).toHaveLength(2); // under 3 characters: the start of the name
    expect((await search('SPOTIFY', '   ')).body.artists).toEqual([]);
  });

  it('answers 422 for a platform without a search adapter, 400 for bad input', async () => {
    const answer = await search('AMAZON_MUSIC', 'nova');
    expect(answer.body.message).toBe('Artist search is not available for Amazon Music.');
    expectStatedRule(answer, { method: 'GET', path: '/platforms/{platform}/artists/search', status: 422 });
    const youtube = await search('YOUTUBE_MUSIC', 'nova');
    expectStatedRule(youtube, { method: 'GET', path: '/platforms/{platform}/artists/search', status: 422, mentions: 'Youtube Music' });
    expect((await search('NAPSTER', 'nova')).status).toBe(400);
    expect((await search('SPOTIFY', 'nova', 51)).status).toBe(400);
    expect((await callApi(app, 'GET', '/platforms/SPOTIFY/artists/search', { token: user.token })).status).toBe(400);
  });
});
