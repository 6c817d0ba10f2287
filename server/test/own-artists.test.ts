import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToRoster, findOrCreateArtist } from '../accounts/roster.js';
import { callApi, createTestApp, createUser, expectStatedRule, multipartFile } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

type RosterArtist = { _id: string; name: string; image: string | null; spotifyId: string | null; isVerified: Record<string, boolean> };
type User = { _id: string; artists: { _artist: RosterArtist }[]; _artist: { _id: string } | null; photoURL: string | null };
type Created = { artist: RosterArtist; user: User; message: string };

const create = (token: string, name: string) =>
  callApi<Created>(app, 'POST', '/user/artists', { token, payload: { name }, headers: { 'content-type': 'application/json' } });

const png = () => sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();

const uploadPhoto = async (token: string, artistId: string, bytes?: Buffer) => {
  const body = multipartFile('photo', bytes ?? (await png()), 'me.png', 'image/png');
  return callApi<User & { message: string }>(app, 'POST', `/user/artists/${artistId}/photo`, { token, payload: body.payload, headers: body.headers });
};

describe('POST /user/artists', () => {
  it('creates an unverified profile on the caller’s roster and links it', async () => {
    const { token } = await createUser(app);
    const created = await create(token, '  Nova Reyes ');
    expect(created.status).toBe(201);
    expect(created.body.artist).toMatchObject({ name: 'Nova Reyes', spotifyId: null, image: null, isVerified: {} });
    expect(created.body.user.artists.map((entry) => entry._artist._id)).toEqual([created.body.artist._id]);
    expect(created.body.user._artist?._id).toBe(created.body.artist._id);
  });

  it('uses the profile of that name the roster already holds (the sign-up artist) instead of a second one', async () => {
    const { token, user } = await createUser(app);
    const signUpArtist = await findOrCreateArtist(app.db, { name: 'Juno Vale' });
    await addToRoster(app.db, user._id, signUpArtist.id);
    const created = await create(token, 'juno vale');
    expect(created.body.artist._id).toBe(signUpArtist.id);
    expect(created.body.user.artists).toHaveLength(1);
  });

  it('never takes over a same-named artist another account holds or one with a platform profile', async () => {
    const { token, user } = await createUser(app);
    const other = await createUser(app);
    const shared = await findOrCreateArtist(app.db, { name: 'Shared Name' });
    await addToRoster(app.db, user._id, shared.id);
    await addToRoster(app.db, other.user._id, shared.id);
    const platform = await findOrCreateArtist(app.db, { name: 'On Spotify', spotifyId: 'own-artists-test-spotify' });
    await addToRoster(app.db, user._id, platform.id);

    expect((await create(token, 'Shared Name')).body.artist._id).not.toBe(shared.id);
    expect((await create(token, 'On Spotify')).body.artist._id).not.toBe(platform.id);
  });

  it('refuses a blank or over-long name (400) and a fourth profile (409)', async () => {
    const { token } = await createUser(app);
    const blank = await create(token, '   ');
    expect([blank.status, blank.body.message]).toEqual([400, 'Enter the artist name.']);
    expectStatedRule(blank, { method: 'POST', path: '/user/artists', status: 400 });
    expect((await create(token, 'x'.repeat(101))).status).toBe(400);

    for (const name of ['One', 'Two', 'Three']) expect((await create(token, name)).status).toBe(201);
    const fourth = await create(token, 'Four');
    expect(fourth.status).toBe(409);
    expectStatedRule(fourth, { method: 'POST', path: '/user/artists', status: 409 });
    // The name of one already there is still answered (nothing new is made).
    expect((await create(token, 'two')).status).toBe(201);
  });

  it('answers 401 to visitors', async () => {
    expect((await callApi(app, 'POST', '/user/artists', { payload: { name: 'X' }, headers: { 'content-type': 'application/json' } })).status).toBe(401);
  });
});

describe('POST /user/artists/{artistId}/photo', () => {
  it('stores the photo as the profile’s image, shown on the roster; a new one replaces it', async () => {
    const { token } = await createUser(app);
    const { artist } = (await create(token, 'Photo Artist')).body;
    const first = await uploadPhoto(token, artist._id);
    expect(first.status).toBe(200);
    const image = first.body.artists[0]!._artist.image!;
    expect(image).toMatch(/^\/media\/photos\/[a-f0-9]{24}-[a-f0-9]{16}\.webp$/);
    expect((await app.inject({ method: 'GET', url: image })).statusCode).toBe(200);

    const second = await uploadPhoto(token, artist._id);
    expect(second.body.artists[0]!._artist.image).not.toBe(image);
    expect((await app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
  });

  it('holds the user photo’s rule: 422 for what is not an image', async () => {
    const { token } = await createUser(app);
    const { artist } = (await create(token, 'Rule Artist')).body;
    const refused = await uploadPhoto(token, artist._id, Buffer.from('not an image'));
    expect([refused.status, refused.body.message]).toEqual([422, 'The photo must be a JPEG, PNG or WebP image.']);
  });

  it('refuses another account’s profile (404), a shared one (403) and a platform profile (409)', async () => {
    const owner = await createUser(app);
    const { artist } = (await create(owner.token, 'Mine Only')).body;
    const stranger = await createUser(app);
    const refused = await uploadPhoto(stranger.token, artist._id);
    expect([refused.status, refused.body.message]).toEqual([404, 'This artist is not on your roster.']);

    const platform = await findOrCreateArtist(app.db, { name: 'Platform', spotifyId: 'own-artists-photo-spotify' });
    await addToRoster(app.db, owner.user._id, platform.id);
    const notOwn = await uploadPhoto(owner.token, platform.id);
    expect(notOwn.status).toBe(409);
    expectStatedRule(notOwn, { method: 'POST', path: '/user/artists/{artistId}/photo', status: 409 });

    await addToRoster(app.db, stranger.user._id, artist._id);
    const shared = await uploadPhoto(owner.token, artist._id);
    expect(shared.status).toBe(403);
    expectStatedRule(shared, { method: 'POST', path: '/user/artists/{artistId}/photo', status: 403 });
  });
});
