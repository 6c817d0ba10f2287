import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToRoster, findOrCreateArtist } from '../accounts/roster.js';
import { callApi, createTestApp, createUser, expectStatedRule, type TestUser } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

/** A user with artists on the roster (verified as given), the first one linked. */
async function userWithRoster(artists: { name: string; spotifyId?: string; verified?: Record<string, boolean> }[], options = {}) {
  const account = await createUser(app, options);
  const ids: string[] = [];
  for (const artist of artists) {
    const record = await findOrCreateArtist(app.db, { name: artist.name, spotifyId: artist.spotifyId ?? null });
    await addToRoster(app.db, account.user._id, record.id, artist.verified ?? {});
    ids.push(record.id);
  }
  if (ids[0]) await app.db.query('update users set linked_artist_id = $2 where id = $1', [account.user._id, ids[0]]);
  return { ...account, artistIds: ids };
}

describe('GET /user', () => {
  it('answers the account with its roster, linked artist and verification flags', async () => {
    const account = await userWithRoster([
      { name: 'Ivy Hart', spotifyId: 'spotifyIvy000000000001', verified: { spotify: true, appleMusic: false } },
      { name: 'Ivy Hart Trio', verified: { appleMusic: true } },
    ]);
    const { status, body } = await callApi(app, 'GET', '/user', { token: account.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: account.user._id,
      displayName: `Test ${account.user.lastName}`,
      roles: [],
      permissions: { isDistributed: false },
      isVerified: { spotify: true, appleMusic: true },
      _artist: { _id: account.artistIds[0], name: 'Ivy Hart', spotifyId: 'spotifyIvy000000000001' },
    });
    expect(body.artists.map((entry: { _artist: { name: string } }) => entry._artist.name)).toEqual(['Ivy Hart', 'Ivy Hart Trio']);
    expect(body.artists[0]._artist.isVerified).toEqual({ spotify: true, appleMusic: false });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2|token_version/i);
  });
});

describe('link and unlink artist', () => {
  let account: TestUser & { artistIds: string[] };
  beforeAll(async () => {
    account = await userWithRoster([{ name: 'Koa' }, { name: 'Koa & The Tides' }]);
  });

  it('links an artist of the roster', async () => {
    const { status, body } = await callApi(app, 'POST', '/user/link-artist', { token: account.token, payload: { artistId: account.artistIds[1] } });
    expect(status).toBe(200);
    expect(body._artist._id).toBe(account.artistIds[1]);
  });

  it('refuses an artist that is not on the roster (403), unless the caller is an admin, and an unknown one (404)', async () => {
    const stranger = await userWithRoster([{ name: 'Someone Else' }]);
    const refused = await callApi(app, 'POST', '/user/link-artist', { token: account.token, payload: { artistId: stranger.artistIds[0] } });
    expect([refused.status, refused.body.message]).toEqual([403, 'This artist is not on your roster.']);
    expectStatedRule(refused, { method: 'POST', path: '/user/link-artist', status: 403 });
    const admin = await createUser(app, { roles: ['ADMIN'] });
    expect((await callApi(app, 'POST', '/user/link-artist', { token: admin.token, payload: { artistId: stranger.artistIds[0] } })).status).toBe(200);
    const unknown = await callApi(app, 'POST', '/user/link-artist', { token: account.token, payload: { artistId: 'ffffffffffffffffffffffff' } });
    expectStatedRule(unknown, { method: 'POST', path: '/user/link-artist', status: 404 });
  });

  it('unlinks the linked artist, and answers 404 for another one', async () => {
    await callApi(app, 'POST', '/user/link-artist', { token: account.token, payload: { artistId: account.artistIds[0] } });
    const notLinked = await callApi(app, 'POST', '/user/unlink-artist', { token: account.token, payload: { artistId: account.artistIds[1] } });
    expectStatedRule(notLinked, { method: 'POST', path: '/user/unlink-artist', status: 404 });
    const { status, body } = await callApi(app, 'POST', '/user/unlink-artist', { token: account.token, payload: { artistId: account.artistIds[0] } });
    expect(status).toBe(200);
    expect(body._artist).toBeNull();
  });
});

describe('DELETE /user/roster/{artistId}', () => {
  it('removes a roster artist (and the link to it), but not the only one', async () => {
    const account = await userWithRoster([{ name: 'Rhea' }, { name: 'Rhea Duo' }]);
    const { status, body } = await callApi(app, 'DELETE', `/user/roster/${account.artistIds[0]}`, { token: account.token });
    expect(status).toBe(200);
    expect(body.artists).toHaveLength(1);
    expect(body._artist).toBeNull();
    const gone = await callApi(app, 'DELETE', `/user/roster/${account.artistIds[0]}`, { token: account.token });
    expectStatedRule(gone, { method: 'DELETE', path: '/user/roster/{artistId}', status: 404 });
    const last = await callApi(app, 'DELETE', `/user/roster/${account.artistIds[1]}`, { token: account.token });
    expect([last.status, last.body.message]).toEqual([409, 'You cannot remove the only artist on your roster.']);
    expectStatedRule(last, { method: 'DELETE', path: '/user/roster/{artistId}', status: 409 });
  });
});

describe('GET /nm/check-if-distributed-artist', () => {
  const check = (token: string, userId: string, accountEmail: string) =>
    callApi(app, 'GET', `/nm/check-if-distributed-artist?${new URLSearchParams({ userId, accountEmail })}`, { token });

  it('answers the permission as a bare boolean, for the caller', async () => {
    const distributed = await createUser(app, { isDistributed: true });
    const plain = await createUser(app);
    expect((await check(distributed.token, distributed.user._id, distributed.email)).body).toBe(true);
    const answer = await check(plain.token, plain.user._id, plain.email);
    expect([answer.status, answer.body]).toEqual([200, false]);
  });

  it('refuses to tell a user about someone else (403); admins may ask (404 for a mismatched email)', async () => {
    const one = await createUser(app, { isDistributed: true });
    const other = await createUser(app);
    const path = '/nm/check-if-distributed-artist';
    expectStatedRule(await check(other.token, one.user._id, one.email), { method: 'GET', path, status: 403 });
    const admin = await createUser(app, { roles: ['ADMIN'] });
    expect((await check(admin.token, one.user._id, one.email)).body).toBe(true);
    expectStatedRule(await check(admin.token, one.user._id, other.email), { method: 'GET', path, status: 404 });
    expectStatedRule(await check(other.token, other.user._id, one.email), { method: 'GET', path, status: 404 });
  });
});

describe('PATCH /user/profile', () => {
  it('changes names, display name and phone number', async () => {
    const account = await createUser(app);
    const { status, body } = await callApi(app, 'PATCH', '/user/profile', {
      token: account.token,
      payload: { firstName: ' Noor ', lastName: 'Haddad', displayName: 'DJ Noor', phoneNumber: '+971 4 555 0100' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: 'Noor', lastName: 'Haddad', displayName: 'DJ Noor', phoneNumber: '+971 4 555 0100' });
    const cleared = await callApi(app, 'PATCH', '/user/profile', { token: account.token, payload: { displayName: null } });
    expect(cleared.body.displayName).toBe('Noor Haddad');
  });

  it('refuses blank names and empty updates', async () => {
    const account = await createUser(app);
    for (const [field, message] of [
      ['firstName', 'First name required'],
      ['lastName', 'Last name required'],
      ['displayName', 'Display name cannot be blank'],
    ] as const) {
      for (const value of ['  ', '']) {
        const blank = await callApi(app, 'PATCH', '/user/profile', { token: account.token, payload: { [field]: value } });
        expect([blank.status, blank.body.message]).toEqual([400, message]);
        expectStatedRule(blank, { method: 'PATCH', path: '/user/profile', status: 400 });
      }
    }
    expect((await callApi(app, 'PATCH', '/user/profile', { token: account.token, payload: {} })).status).toBe(400);
    expect((await callApi(app, 'PATCH', '/user/profile', { token: account.token, payload: { email: 'x@example.test' } })).status).toBe(400);
  });
});

describe('PATCH /user/profile names', () => {
  it('refuses line breaks, tabs and other control characters with a message naming the field', async () => {
    const account = await createUser(app, { firstName: 'Noor', lastName: 'Haddad' });
    for (const [field, label] of [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['displayName', 'Display name'],
    ] as const) {
      for (const value of ['Security Team\r\nYour account is suspended', 'Noor\n', 'No\tor', 'Noor\u0001', 'Noor\u009b', 'Noor\u2029']) {
        const answer = await callApi(app, 'PATCH', '/user/profile', { token: account.token, payload: { [field]: value } });
        expect([answer.status, answer.body.message]).toEqual([400, `${label} cannot contain line breaks or control characters`]);
        expectStatedRule(answer, { method: 'PATCH', path: '/user/profile', status: 400 });
      }
    }
    const { rows } = await app.db.query<{ first_name: string; last_name: string; display_name: string | null }>(
      'select first_name, last_name, display_name from users where id = $1',
      [account.user._id],
    );
    expect(rows[0]).toEqual({ first_name: 'Noor', last_name: 'Haddad', display_name: null });
  });
});

describe('user integrations', () => {
  it('lists one entry per platform with the verified artist', async () => {
    const account = await userWithRoster([{ name: 'Orla', spotifyId: 'spotifyOrla00000000001', verified: { spotify: true } }]);
    const { status, body } = await callApi(app, 'GET', '/user/integrations', { token: account.token });
    expect(status).toBe(200);
    expect(body.integrations.map((entry: { platform: string }) => entry.platform)).toEqual([
      'SPOTIFY',
      'APPLE_MUSIC',
      'AMAZON_MUSIC',
      'YOUTUBE_MUSIC',
      'TIDAL',
      'SOUNDCLOUD',
      'DEEZER',
    ]);
    expect(body.integrations[0]).toMatchObject({
      platform: 'SPOTIFY',
      supportsVerification: true,
      connected: true,
      verified: true,
      artist: { _id: account.artistIds[0], name: 'Orla' },
      platformArtistId: 'spotifyOrla00000000001',
      profileUrl: 'https://open.spotify.com/artist/spotifyOrla00000000001',
    });
    expect(body.integrations[1]).toMatchObject({ platform: 'APPLE_MUSIC', connected: false, verified: false, artist: null });
  });

  it('disconnects a platform: the flag goes, the artist stays on the roster', async () => {
    const account = await userWithRoster([{ name: 'Pax', spotifyId: 'spotifyPax000000000001', verified: { spotify: true } }]);
    const { status, body } = await callApi(app, 'DELETE', '/user/integrations/SPOTIFY', { token: account.token });
    expect(status).toBe(200);
    expect(body.integrations[0]).toMatchObject({ connected: true, verified: false, verifiedAt: null });
    const user = await callApi(app, 'GET', '/user', { token: account.token });
    expect(user.body.artists).toHaveLength(1);
    expect(user.body.isVerified).toEqual({});
    const again = await callApi(app, 'DELETE', '/user/integrations/SPOTIFY', { token: account.token });
    expectStatedRule(again, { method: 'DELETE', path: '/user/integrations/{platform}', status: 404 });
  });
});
