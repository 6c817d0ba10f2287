import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX, SANDBOX_ARTISTS } from '../verification/sandbox.js';
import { callApi, createTestApp, createUser, expectStatedRule, randomObjectId, type TestUser } from './helpers.js';

let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'] });
}, 60_000);
afterAll(() => app?.close());

async function catalogueArtist(name = 'Claimable Artist') {
  const spotifyId = `sp${randomBytes(10).toString('hex')}`;
  const appleId = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  const { rows } = await app.db.query<{ id: string }>('insert into artists (name, spotify_id, apple_id) values ($1, $2, $3) returning id', [name, spotifyId, appleId]);
  return { id: rows[0]!.id, spotifyId, appleId, name };
}

function claim(token: string, payload: Record<string, unknown>) {
  return callApi(app, 'POST', '/admin/artists/claim', { token, payload });
}

async function rosterEntry(userId: string, artistId: string) {
  const { rows } = await app.db.query<{ verified: Record<string, boolean> }>('select verified from user_artists where user_id = $1 and artist_id = $2', [userId, artistId]);
  return rows[0] ?? null;
}

describe('POST /admin/artists/claim', () => {
  it('claims a Spotify artist verified by default (skipVerification), and links it when nothing is linked', async () => {
    const claimer = await createUser(app, { roles: ['ADMIN'] });
    const artist = await catalogueArtist('Pia Lark');
    const { status, body } = await claim(claimer.token, { artistId: artist.spotifyId });
    expect([status, body]).toEqual([200, { success: true, message: 'Claimed Pia Lark on Spotify.', artist: { _id: artist.id } }]);
    expect(await rosterEntry(claimer.user._id, artist.id)).toEqual({ verified: { spotify: true } });
    const me = await callApi(app, 'GET', '/user', { token: claimer.token });
    expect(me.body).toMatchObject({ isVerified: { spotify: true }, _artist: { _id: artist.id } });
  });

  it('adds the artist unverified with skipVerification: false, and by Apple id on appleMusic', async () => {
    const artist = await catalogueArtist('Rue Ember');
    const unverified = await claim(admin.token, { artistId: artist.spotifyId, skipVerification: false });
    expect([unverified.status, unverified.body.message]).toEqual([200, 'Added Rue Ember to your roster, not verified yet.']);
    expect(await rosterEntry(admin.user._id, artist.id)).toEqual({ verified: {} });
    const apple = await claim(admin.token, { artistId: artist.appleId, platform: 'appleMusic' });
    expect([apple.status, apple.body.message, apple.body.artist._id]).toEqual([200, 'Claimed Rue Ember on Apple Music.', artist.id]);
    expect(await rosterEntry(admin.user._id, artist.id)).toEqual({ verified: { appleMusic: true } });
  });

  it('creates the catalogue artist from the platform profile, and lets an admin claim any number of artists', async () => {
    const claimer = await createUser(app, { roles: ['ADMIN'] });
    for (const sandboxArtist of SANDBOX_ARTISTS.slice(0, 3)) {
      const { status, body } = await claim(claimer.token, { artistId: sandboxArtist.spotifyId });
      expect([status, body.message]).toEqual([200, `Claimed ${sandboxArtist.name} on Spotify.`]);
    }
    const me = await callApi(app, 'GET', '/user', { token: claimer.token });
    expect(me.body.artists.map((entry: { _artist: { name: string } }) => entry._artist.name)).toEqual(SANDBOX_ARTISTS.slice(0, 3).map((artist) => artist.name));
  });

  it('answers 404 for an artist the platform does not know', async () => {
    const answer = await claim(admin.token, { artistId: 'noSuchArtist', platform: 'appleMusic' });
    expectStatedRule(answer, { method: 'POST', path: '/admin/artists/claim', status: 404, mentions: 'No Apple Music artist has this id.' });
  });

  it('answers 409 for an artist a (non-admin) account verified', async () => {
    const owner = await createUser(app);
    const artist = await catalogueArtist();
    const verified = await callApi(app, 'POST', '/spotify/onboarding', {
      token: owner.token,
      payload: { artistUsername: 'owner@sandbox.test', artistPassword: SANDBOX.password, artistId: artist.spotifyId, sessionId: 'claim-test-1' },
    });
    expect(verified.status).toBe(200);
    const answer = await claim(admin.token, { artistId: artist.spotifyId });
    expect(answer.body.message).toBe('This artist is already claimed by another account.');
    expectStatedRule(answer, { method: 'POST', path: '/admin/artists/claim', status: 409 });
    expect(await rosterEntry(admin.user._id, artist.id)).toBeNull();
  });

  it('is for admins only, and refuses bad input with the error schema', async () => {
    const user = await createUser(app, { isLabel: true });
    expect((await claim(user.token, { artistId: 'x' })).status).toBe(403);
    expect((await claim(admin.token, { artistId: '' })).status).toBe(400);
    expect((await claim(admin.token, { artistId: 'x', platform: 'tidal' })).status).toBe(400);
    expect((await claim(admin.token, { artistId: 'x', skipVerification: 'yes' })).status).toBe(400);
  });
});

describe('POST /admin/users/link-artist', () => {
  function link(payload: Record<string, unknown>) {
    return callApi(app, 'POST', '/admin/users/link-artist', { token: admin.token, payload });
  }

  it('puts the artist (by catalogue _id) on the user roster verified on Spotify and links it', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist('Tamsin Oak');
    const { status, body } = await link({ userId: user.user._id, artistId: artist.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: user.user._id,
      isVerified: { spotify: true },
      _artist: { _id: artist.id, name: 'Tamsin Oak' },
      archived: false,
      emailVerified: true,
    });
    expect(await rosterEntry(user.user._id, artist.id)).toEqual({ verified: { spotify: true } });
  });

  it('takes a platform id too (creating the catalogue artist), verified on the given platform', async () => {
    const user = await createUser(app);
    const sandboxArtist = SANDBOX_ARTISTS[4]!;
    const { status, body } = await link({ userId: user.user._id, artistId: sandboxArtist.appleId, platform: 'appleMusic' });
    expect(status).toBe(200);
    expect(body.isVerified).toEqual({ appleMusic: true });
    expect(body._artist.name).toBe(sandboxArtist.name);
  });

  it('ignores the label-account rule and other claims (an admin decision), and moves the linked artist', async () => {
    const owner = await createUser(app);
    const claimed = await catalogueArtist();
    await link({ userId: owner.user._id, artistId: claimed.id });
    const user = await createUser(app);
    const first = await catalogueArtist();
    await link({ userId: user.user._id, artistId: first.id });
    const { status, body } = await link({ userId: user.user._id, artistId: claimed.spotifyId });
    expect(status).toBe(200);
    expect(body.artists).toHaveLength(2);
    expect(body._artist._id).toBe(claimed.id);
  });

  it('answers 404 for an unknown user or artist', async () => {
    const user = await createUser(app);
    const noUser = await link({ userId: randomObjectId(), artistId: (await catalogueArtist()).id });
    expectStatedRule(noUser, { method: 'POST', path: '/admin/users/link-artist', status: 404, mentions: 'User not found' });
    const noArtist = await link({ userId: user.user._id, artistId: randomObjectId() });
    expectStatedRule(noArtist, { method: 'POST', path: '/admin/users/link-artist', status: 404, mentions: 'Artist not found' });
    expect((await callApi(app, 'GET', '/user', { token: user.token })).body.artists).toEqual([]);
  });

  it('is for admins only, and refuses bad input with the error schema', async () => {
    const user = await createUser(app);
    expect((await callApi(app, 'POST', '/admin/users/link-artist', { token: user.token, payload: { userId: user.user._id, artistId: 'x' } })).status).toBe(403);
    expect((await link({ userId: 'not-an-id', artistId: 'x' })).status).toBe(400);
    expect((await link({ userId: user.user._id })).status).toBe(400);
  });
});
