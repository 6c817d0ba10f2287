import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX, SANDBOX_ARTISTS } from '../verification/sandbox.js';
import { callApi, createTestApp, createUser, expectStatedRule, type TestUser } from './helpers.js';

const logLines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await createTestApp({ logger: { level: 'trace', stream } });
}, 60_000);
afterAll(() => app?.close());

const PATHS = { spotify: '/spotify/onboarding', appleMusic: '/apple/onboarding', distrokid: '/distrokid/onboarding' } as const;
let count = 0;

/** A fresh sandbox username (the per-username throttle is shared by every test of the file). */
function username(kind: '' | '+2fa' | '+locked' | '+noaccess' = '') {
  count += 1;
  return `artist${count}${kind}@sandbox.test`;
}

/** A catalogue artist of its own (sandbox accounts manage any artist the platform knows). */
async function catalogueArtist(name = 'Test Artist') {
  const spotifyId = `sp${randomBytes(10).toString('hex')}`;
  const appleId = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  const { rows } = await app.db.query<{ id: string }>('insert into artists (name, spotify_id, apple_id) values ($1, $2, $3) returning id', [name, spotifyId, appleId]);
  return { id: rows[0]!.id, spotifyId, appleId, name };
}

function spotifyBody(overrides: Record<string, unknown> = {}) {
  return { artistUsername: username(), artistPassword: SANDBOX.password, artistId: 'unset', sessionId: `session-${randomBytes(6).toString('hex')}`, ...overrides };
}

function verify(user: TestUser, payload: Record<string, unknown>, platform: keyof typeof PATHS = 'spotify') {
  return callApi(app, 'POST', PATHS[platform], { token: user.token, payload });
}

async function currentUser(user: TestUser) {
  const { body } = await callApi(app, 'GET', '/user', { token: user.token });
  return body;
}

describe('verification through the sandbox', () => {
  it('verifies at once with the sandbox password: roster, isVerified and the linked artist', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist('Ada Lumen');
    const { status, body } = await verify(user, spotifyBody({ artistId: artist.spotifyId }));
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Verified Ada Lumen on Spotify.', artist: { _id: artist.id } });

    const me = await currentUser(user);
    expect(me.isVerified).toEqual({ spotify: true });
    expect(me.artists).toHaveLength(1);
    expect(me.artists[0]._artist).toMatchObject({ _id: artist.id, name: 'Ada Lumen', isVerified: { spotify: true } });
    expect(me._artist).toMatchObject({ _id: artist.id });
    const integrations = await callApi(app, 'GET', '/user/integrations', { token: user.token });
    expect(integrations.body.integrations.find((entry: { platform: string }) => entry.platform === 'SPOTIFY')).toMatchObject({ verified: true, connected: true });
  });

  it('adds an artist the platform knows but the catalogue does not (a sandbox artist)', async () => {
    const user = await createUser(app);
    const sandboxArtist = SANDBOX_ARTISTS[5]!;
    const { status, body } = await verify(user, spotifyBody({ artistId: sandboxArtist.spotifyId }));
    expect([status, body.message]).toEqual([200, `Verified ${sandboxArtist.name} on Spotify.`]);
    const { rows } = await app.db.query('select name, spotify_id, followers from artists where id = $1', [body.artist._id]);
    expect(rows).toEqual([{ name: sandboxArtist.name, spotify_id: sandboxArtist.spotifyId, followers: sandboxArtist.followers }]);
  });

  it('answers 422 for a wrong password and changes nothing', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist();
    const answer = await verify(user, spotifyBody({ artistId: artist.spotifyId, artistPassword: 'not-the-password' }));
    expect(answer.body.message).toBe('Spotify did not accept this username and password.');
    expectStatedRule(answer, { method: 'POST', path: PATHS.spotify, status: 422 });
    expect((await currentUser(user)).artists).toEqual([]);
  });

  it('asks for a code (428 with twoFactorAuthMessage), then verifies with the code on the same sessionId', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist();
    const body = spotifyBody({ artistUsername: username('+2fa'), artistId: artist.spotifyId });
    const first = await verify(user, body);
    expectStatedRule(first, { method: 'POST', path: PATHS.spotify, status: 428, mentions: 'twoFactorAuthMessage' });
    const prompt = 'Spotify sent a 6-digit code to the phone number ending in 42. Enter it to continue.';
    expect(first.body).toEqual({ statusCode: 428, error: 'Precondition Required', message: prompt, twoFactorAuthMessage: prompt });
    expect((await currentUser(user)).artists).toEqual([]);

    const second = await verify(user, { ...body, code: SANDBOX.code });
    expect([second.status, second.body.artist]).toEqual([200, { _id: artist.id }]);
    expect((await currentUser(user)).isVerified).toEqual({ spotify: true });
  });

  it('keeps the session signed in after the code step; clearSession starts over', async () => {
    const user = await createUser(app, { isLabel: true });
    const [one, two, three] = [await catalogueArtist(), await catalogueArtist(), await catalogueArtist()];
    const body = spotifyBody({ artistUsername: username('+2fa') });
    expect((await verify(user, { ...body, artistId: one.spotifyId })).status).toBe(428);
    expect((await verify(user, { ...body, artistId: one.spotifyId, code: SANDBOX.code })).status).toBe(200);
    // The platform remembers this sign-in: no new code for the same username and session.
    expect((await verify(user, { ...body, artistId: two.spotifyId })).status).toBe(200);
    expect((await verify(user, { ...body, artistId: three.spotifyId, clearSession: true })).status).toBe(428);
    // Another sessionId is another sign-in.
    expect((await verify(user, { ...body, sessionId: 'another-session', artistId: three.spotifyId })).status).toBe(428);
  });

  it('answers 422 for a wrong code and lets the right one through; the third wrong code ends the sign-in', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist();
    const body = spotifyBody({ artistUsername: username('+2fa'), artistId: artist.spotifyId });
    expect((await verify(user, body)).status).toBe(428);
    const wrong = await verify(user, { ...body, code: '000000' });
    expect(wrong.body.message).toBe('The code is not correct. Check it and try again.');
    expectStatedRule(wrong, { method: 'POST', path: PATHS.spotify, status: 422 });
    expect((await verify(user, { ...body, code: SANDBOX.code })).status).toBe(200);

    const other = await catalogueArtist();
    const again = spotifyBody({ artistUsername: username('+2fa'), artistId: other.spotifyId });
    const otherUser = await createUser(app);
    expect((await verify(otherUser, again)).status).toBe(428);
    expect((await verify(otherUser, { ...again, code: '111111' })).status).toBe(422);
    expect((await verify(otherUser, { ...again, code: '222222' })).status).toBe(422);
    const third = await verify(otherUser, { ...again, code: '333333' });
    expect(third.body.message).toBe('Too many wrong codes. Sign in again.');
    expectStatedRule(third, { method: 'POST', path: PATHS.spotify, status: 422 });
    const late = await verify(otherUser, { ...again, code: SANDBOX.code });
    expect(late.body.message).toBe('This sign-in has expired. Sign in again.');
    expectStatedRule(late, { method: 'POST', path: PATHS.spotify, status: 422 });
  });

  it('answers 422 for a code that no sign-in waits for', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist();
    const answer = await verify(user, spotifyBody({ artistUsername: username('+2fa'), artistId: artist.spotifyId, code: SANDBOX.code }));
    expect([answer.status, answer.body.message]).toEqual([422, 'This sign-in has expired. Sign in again.']);
  });

  it('refuses locked accounts whatever the password, and accounts that do not manage the artist', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist();
    const locked = await verify(user, spotifyBody({ artistUsername: username('+locked'), artistId: artist.spotifyId }));
    expect(locked.body.message).toBe('This Spotify account is locked. Unlock it on Spotify, then try again.');
    expectStatedRule(locked, { method: 'POST', path: PATHS.spotify, status: 422 });
    const noAccess = await verify(user, spotifyBody({ artistUsername: username('+noaccess'), artistId: artist.spotifyId }));
    expect(noAccess.body.message).toBe('This Spotify account does not manage this artist.');
    expectStatedRule(noAccess, { method: 'POST', path: PATHS.spotify, status: 422 });
    expect((await currentUser(user)).artists).toEqual([]);
  });

  it('answers 404 for an artist the platform does not know', async () => {
    const user = await createUser(app);
    const answer = await verify(user, spotifyBody({ artistId: 'noSuchSpotifyArtist000' }));
    expect(answer.body.message).toBe('No Spotify artist has this id.');
    expectStatedRule(answer, { method: 'POST', path: PATHS.spotify, status: 404 });
    const apple = await verify(user, spotifyBody({ artistId: '999' }), 'appleMusic');
    expectStatedRule(apple, { method: 'POST', path: PATHS.appleMusic, status: 404, mentions: 'No Apple Music artist has this id.' });
  });

  it('verifies on Apple Music by the Apple id (keeping amiIdentity) and on DistroKid by the Spotify id, without a sessionId', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist('Ori Blake');
    const apple = await verify(user, spotifyBody({ artistId: artist.appleId, amiIdentity: 'ami-ori-blake' }), 'appleMusic');
    expect([apple.status, apple.body.message, apple.body.artist]).toEqual([200, 'Verified Ori Blake on Apple Music.', { _id: artist.id }]);
    const distrokidLogin = { distrokidEmail: username('+2fa'), distrokidPassword: SANDBOX.password, artistSpotifyId: artist.spotifyId };
    const distrokid = await verify(user, distrokidLogin, 'distrokid');
    expect(distrokid.body.twoFactorAuthMessage).toBe('DistroKid sent a 6-digit code to the phone number ending in 42. Enter it to continue.');
    const withCode = await verify(user, { ...distrokidLogin, code: SANDBOX.code }, 'distrokid');
    expect([withCode.status, withCode.body.message]).toEqual([200, 'Verified Ori Blake on DistroKid.']);
    const me = await currentUser(user);
    expect(me.isVerified).toEqual({ appleMusic: true, distrokid: true });
    expect(me._artist).toMatchObject({ _id: artist.id, amiIdentity: 'ami-ori-blake' });
  });

  it('refuses bad input with the error schema, before any platform call', async () => {
    const user = await createUser(app);
    const missing = await verify(user, { artistUsername: 'a', artistPassword: 'b', artistId: 'c' });
    expect([missing.status, missing.body.message]).toEqual([400, "body must have required property 'sessionId'"]);
    const badCode = await verify(user, spotifyBody({ artistId: 'x', code: '12ab56' }));
    expect(badCode.status).toBe(400);
    const extra = await verify(user, spotifyBody({ artistId: 'x', remember: true }));
    expect(extra.status).toBe(400);
    const { rows } = await app.db.query(`select 1 from throttle_events where bucket = 'verification-user' and key = $1`, [user.user._id]);
    expect(rows).toEqual([]);
  });
});

describe('who may claim an artist', () => {
  it('answers 409 for an artist another account verified, and writes nothing', async () => {
    const owner = await createUser(app);
    const artist = await catalogueArtist();
    expect((await verify(owner, spotifyBody({ artistId: artist.spotifyId }))).status).toBe(200);
    const other = await createUser(app);
    const answer = await verify(other, spotifyBody({ artistId: artist.appleId }), 'appleMusic');
    expect(answer.body.message).toBe('This artist is already claimed by another account.');
    expectStatedRule(answer, { method: 'POST', path: PATHS.appleMusic, status: 409 });
    expect((await currentUser(other)).artists).toEqual([]);
    // Checked before the platform: no attempt counted.
    const { rows } = await app.db.query(`select 1 from throttle_events where bucket = 'verification-user' and key = $1`, [other.user._id]);
    expect(rows).toEqual([]);
  });

  it("does not count an admin's claim: the artist can still verify", async () => {
    const admin = await createUser(app, { roles: ['ADMIN'] });
    const artist = await catalogueArtist();
    expect((await callApi(app, 'POST', '/admin/artists/claim', { token: admin.token, payload: { artistId: artist.spotifyId } })).status).toBe(200);
    const user = await createUser(app);
    expect((await verify(user, spotifyBody({ artistId: artist.spotifyId }))).status).toBe(200);
  });

  it('lets one of two accounts verifying the same artist at once win, the other gets 409', async () => {
    const [first, second] = [await createUser(app), await createUser(app)];
    const artist = await catalogueArtist();
    const answers = await Promise.all([first, second].map((user) => verify(user, spotifyBody({ artistId: artist.spotifyId }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { rows } = await app.db.query<{ count: number }>(
      `select count(*)::int as count from user_artists where artist_id = $1 and verified ->> 'spotify' = 'true'`,
      [artist.id],
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('allows one verified artist to a regular account: another is 403 "Please upgrade to a label account to add more artists"', async () => {
    const user = await createUser(app);
    const [first, second] = [await catalogueArtist(), await catalogueArtist()];
    expect((await verify(user, spotifyBody({ artistId: first.spotifyId }))).status).toBe(200);
    // The same artist on another platform is no new artist.
    expect((await verify(user, spotifyBody({ artistId: first.appleId }), 'appleMusic')).status).toBe(200);
    const refused = await verify(user, spotifyBody({ artistId: second.spotifyId }));
    expect(refused.body.message).toBe('Please upgrade to a label account to add more artists');
    expectStatedRule(refused, { method: 'POST', path: PATHS.spotify, status: 403 });
    expect((await currentUser(user)).artists).toHaveLength(1);
  });

  it('does not count an unverified roster artist (the one named at sign-up)', async () => {
    const user = await createUser(app);
    const named = await catalogueArtist('Named at sign-up');
    await app.db.query('insert into user_artists (user_id, artist_id) values ($1, $2)', [user.user._id, named.id]);
    const artist = await catalogueArtist();
    expect((await verify(user, spotifyBody({ artistId: artist.spotifyId }))).status).toBe(200);
  });

  it('lets label accounts and admins verify several artists', async () => {
    for (const user of [await createUser(app, { isLabel: true }), await createUser(app, { roles: ['ADMIN'] })]) {
      expect((await currentUser(user)).permissions.isLabel).toBe(user.user.roles.length === 0);
      for (let index = 0; index < 3; index += 1) {
        const artist = await catalogueArtist();
        expect((await verify(user, spotifyBody({ artistId: artist.spotifyId }))).status).toBe(200);
      }
      expect((await currentUser(user)).artists).toHaveLength(3);
    }
  });
});

describe('verification throttling', () => {
  it('answers 429 with Retry-After past 20 attempts an hour from one account, all platforms together', async () => {
    const user = await createUser(app);
    const artist = await catalogueArtist();
    await app.db.query(`insert into throttle_events (bucket, key) select 'verification-user', $1 from generate_series(1, 20)`, [user.user._id]);
    for (const platform of ['spotify', 'appleMusic'] as const) {
      const answer = await verify(user, spotifyBody({ artistId: platform === 'spotify' ? artist.spotifyId : artist.appleId }), platform);
      expect(answer.body.message).toMatch(/^Too many verification attempts\. Try again in \d+ minutes?\.$/);
      expectStatedRule(answer, { method: 'POST', path: PATHS[platform], status: 429, mentions: 'Too many verification attempts.' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
  });

  it('answers 429 past 10 attempts in 15 minutes with one platform username, from any account', async () => {
    const name = username();
    const artist = await catalogueArtist();
    const first = await createUser(app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await verify(first, spotifyBody({ artistUsername: name, artistPassword: 'wrong', artistId: artist.spotifyId }))).status).toBe(422);
    }
    const second = await createUser(app);
    const answer = await verify(second, spotifyBody({ artistUsername: ` ${name.toUpperCase()} `, artistId: artist.spotifyId }));
    expect(answer.body.message).toMatch(/^Too many sign-in attempts for this Spotify account\. Try again in \d+ minutes?\.$/);
    expectStatedRule(answer, { method: 'POST', path: PATHS.spotify, status: 429, mentions: 'Too many sign-in attempts for this Spotify account.' });
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The same username on another platform, and another username, are not held up.
    expect((await verify(second, spotifyBody({ artistUsername: name, artistId: artist.appleId }), 'appleMusic')).status).toBe(200);
  });
});

describe('platform passwords', () => {
  it('are never stored or logged', async () => {
    const password = SANDBOX.password;
    const wrong = `Wr0ng-${randomBytes(6).toString('hex')}`;
    const user = await createUser(app);
    const artist = await catalogueArtist();
    const body = spotifyBody({ artistUsername: username('+2fa'), artistId: artist.spotifyId });
    await verify(user, { ...body, artistPassword: wrong });
    await verify(user, body);
    await verify(user, { ...body, code: SANDBOX.code });
    await verify(user, { distrokidEmail: username(), distrokidPassword: wrong, artistSpotifyId: artist.spotifyId }, 'distrokid');

    // An object logged by mistake is redacted too.
    app.log.warn({ body: { artistPassword: wrong, distrokidPassword: wrong }, headers: { authorization: `Bearer ${wrong}` } }, 'a careless log line');

    const log = logLines.join('');
    expect(log).toContain('/api/spotify/onboarding');
    expect(log).toContain('"body":{"artistPassword":"[redacted]","distrokidPassword":"[redacted]"}');
    for (const secret of [password, wrong]) expect(log).not.toContain(secret);
    const { rows: tables } = await app.db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public'`);
    for (const { name } of tables) {
      const { rows } = await app.db.query(`select 1 from "${name}" t where t::text like $1 or t::text like $2 limit 1`, [`%${password}%`, `%${wrong}%`]);
      expect(rows, name).toEqual([]);
    }
  });
});

describe('without the sandbox (NODE_ENV=production by default)', () => {
  it('answers 503 for verification and searches the catalogue only', async () => {
    const bare = await createTestApp({ platformSandbox: false });
    try {
      const user = await createUser(bare);
      const answer = await callApi(bare, 'POST', PATHS.spotify, { token: user.token, payload: spotifyBody({ artistId: SANDBOX_ARTISTS[0]!.spotifyId }) });
      expect(answer.body.message).toBe('Verification on Spotify is not available on this server.');
      expectStatedRule(answer, { method: 'POST', path: PATHS.spotify, status: 503 });
      const search = await callApi(bare, 'GET', '/platforms/SPOTIFY/artists/search?query=nova', { token: user.token });
      expect(search.body.artists).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
