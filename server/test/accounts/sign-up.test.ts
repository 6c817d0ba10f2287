import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvite } from '../../accounts/invites.js';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, createUser, expectStatedRule, readMailbox } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

let count = 0;
function signUpPayload(overrides: Record<string, unknown> = {}) {
  count += 1;
  return {
    firstName: 'Maya',
    lastName: 'Okafor',
    email: `maya${count}@example.test`,
    artistName: 'Maya O',
    password: 'a-long-password',
    phoneNumber: '+44 20 7946 0958',
    ...ACCEPTED_USER_AGREEMENT,
    ...overrides,
  };
}

describe('POST /auth/user-sign-up', () => {
  it('creates an unverified account and emails a 6-digit code', async () => {
    const payload = signUpPayload({ email: '  Maya.New@Example.TEST ' });
    const { status, body } = await callApi(app, 'POST', '/auth/user-sign-up', { payload: { ...payload, email: 'Maya.New@Example.TEST' } });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: expect.stringContaining('maya.new@example.test') });

    const [mail] = await readMailbox(app, 'maya.new@example.test');
    expect(mail?.subject).toBe('Your Royalty Desk verification code');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    // A verification code is transactional mail: no unsubscribe link (campaigns have one).
    expect(mail?.text).not.toMatch(/unsubscribe/i);

    const login = await callApi(app, 'POST', '/auth/login', { payload: { email: 'maya.new@example.test', password: payload.password } });
    expect(login.status).toBe(403);
    expect(login.body.verificationRequired).toBe(true);
  });

  it('stores a hash, never the password', async () => {
    const payload = signUpPayload();
    await callApi(app, 'POST', '/auth/user-sign-up', { payload });
    const { rows } = await app.db.query<{ password_hash: string }>('select password_hash from users where email = $1', [payload.email]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(rows[0]?.password_hash).not.toContain(payload.password);
  });

  it('answers 409 for a registered email, whatever its case', async () => {
    const existing = await createUser(app);
    const answer = await callApi(app, 'POST', '/auth/user-sign-up', { payload: signUpPayload({ email: existing.email.toUpperCase() }) });
    expect(answer.body.message).toBe('An account with this email already exists.');
    expectStatedRule(answer, { method: 'POST', path: '/auth/user-sign-up', status: 409 });
  });

  it.each([
    ['no first name', { firstName: undefined }, 'First name required'],
    ['a blank first name', { firstName: '   ' }, 'First name required'],
    ['an empty last name', { lastName: '' }, 'Last name required'],
    ['a blank last name', { lastName: ' \t ' }, 'Last name required'],
    ['no email', { email: undefined }, 'Email is required'],
    ['an invalid email', { email: 'not-an-email' }, 'Email must be a valid email address'],
    ['an empty artist name', { artistName: '' }, 'Artist name is required'],
    ['a blank artist name', { artistName: '  ' }, 'Artist name is required'],
    ['no password', { password: undefined }, 'Password is required'],
    ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['an empty phone number', { phoneNumber: '' }, 'Phone number is required'],
    ['an invalid phone number', { phoneNumber: 'call me' }, 'Phone number must be a valid phone number'],
    ['a first name with a line break', { firstName: 'Maya\r\nSecurity Team' }, 'First name cannot contain line breaks or control characters'],
    ['a first name with a C1 control', { firstName: 'Maya\u0085' }, 'First name cannot contain line breaks or control characters'],
    ['a last name with a tab', { lastName: 'Oka\tfor' }, 'Last name cannot contain line breaks or control characters'],
    ['a last name with a line separator', { lastName: 'Okafor\u2028Admin' }, 'Last name cannot contain line breaks or control characters'],
    ['an artist name with a control character', { artistName: 'Maya\u0007O' }, 'Artist name cannot contain line breaks or control characters'],
  ])('answers 400 with the sign-up form message for %s', async (_name, change, message) => {
    const answer = await callApi(app, 'POST', '/auth/user-sign-up', { payload: signUpPayload(change) });
    expect(answer.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expectStatedRule(answer, { method: 'POST', path: '/auth/user-sign-up', status: 400 });
  });
});

describe('names at sign-up', () => {
  it('accepts any one-line text: accents, apostrophes, other scripts, emoji', async () => {
    const payload = signUpPayload({ firstName: 'Zoë-Anne', lastName: "O'Brien 漢字", artistName: 'Björk & the 😀s' });
    const answer = await callApi(app, 'POST', '/auth/user-sign-up', { payload });
    expect(answer.status).toBe(201);
    const { rows } = await app.db.query<{ first_name: string; last_name: string }>('select first_name, last_name from users where email = $1', [payload.email]);
    expect(rows[0]).toEqual({ first_name: 'Zoë-Anne', last_name: "O'Brien 漢字" });
  });
});

describe('POST /auth/artist-sign-up', () => {
  it('puts the artist on the roster, not yet verified', async () => {
    const payload = signUpPayload({ artistName: 'Northern Lights', artistId: '1a2b3c4d5e6f7g8h9i0j1k' });
    expect((await callApi(app, 'POST', '/auth/artist-sign-up', { payload })).status).toBe(201);
    const { rows } = await app.db.query<{ name: string; spotify_id: string; verified: object }>(
      `select a.name, a.spotify_id, ua.verified from users u join user_artists ua on ua.user_id = u.id join artists a on a.id = ua.artist_id
        where u.email = $1`,
      [payload.email],
    );
    expect(rows).toEqual([{ name: 'Northern Lights', spotify_id: '1a2b3c4d5e6f7g8h9i0j1k', verified: {} }]);
  });
});

describe('POST /auth/invite-sign-up', () => {
  it('accepts a pending invite code (any case), grants its role and uses it up', async () => {
    const invite = await createInvite(app.db, { inviteeEmail: 'sasha@example.test', inviteeRole: 'INVESTOR', inviteeArtistId: 'invitedArtist00000001' });
    const payload = signUpPayload({ email: 'sasha@example.test', inviteCode: ` ${invite.code.toLowerCase()} ` });
    expect((await callApi(app, 'POST', '/auth/invite-sign-up', { payload })).status).toBe(201);
    const { rows } = await app.db.query<{ roles: string[]; accepted: boolean; roster: number }>(
      `select u.roles, i.accepted_by = u.id as accepted, (select count(*) from user_artists where user_id = u.id)::int as roster
         from users u, invites i where u.email = $1 and i.id = $2`,
      [payload.email, invite.id],
    );
    expect(rows[0]).toEqual({ roles: ['INVESTOR'], accepted: true, roster: 1 });

    const again = await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload({ inviteCode: invite.code }) });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This invite code is invalid or has expired.');
  });

  it.each([
    ['unknown', async () => 'NOSUCHCODE'],
    [
      'expired',
      async () => {
        const invite = await createInvite(app.db, { inviteeEmail: 'late@example.test' });
        await app.db.query(`update invites set expires_at = now() - interval '1 day' where id = $1`, [invite.id]);
        return invite.code;
      },
    ],
    [
      'revoked',
      async () => {
        const invite = await createInvite(app.db, { inviteeEmail: 'revoked@example.test' });
        await app.db.query('update invites set revoked_at = now() where id = $1', [invite.id]);
        return invite.code;
      },
    ],
  ])('answers 404 for an %s invite code and creates no account', async (_name, code) => {
    const payload = signUpPayload({ inviteCode: await code() });
    const answer = await callApi(app, 'POST', '/auth/invite-sign-up', { payload });
    expect(answer.body.message).toBe('This invite code is invalid or has expired.');
    expectStatedRule(answer, { method: 'POST', path: '/auth/invite-sign-up', status: 404 });
    expect((await app.db.query('select 1 from users where email = $1', [payload.email])).rows).toEqual([]);
  });

  it('answers the sign-up form messages too', async () => {
    const { status, body } = await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload({ inviteCode: 'ABCDEFGH', password: 'short' }) });
    expect([status, body.message]).toEqual([400, 'Password must be at least 8 characters']);
  });

  it('requires the invite code', async () => {
    const { status } = await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload() });
    expect(status).toBe(400);
  });
});

describe('sign-up throttling', () => {
  it('answers 429 with Retry-After past 50 sign-ups an hour from one address, the three sign-ups counted together', async () => {
    await app.db.query(`insert into throttle_events (bucket, key) select 'sign-up-ip', '203.0.113.9' from generate_series(1, 50)`);
    for (const path of ['/auth/user-sign-up', '/auth/artist-sign-up', '/auth/invite-sign-up']) {
      const answer = await callApi(app, 'POST', path, { payload: signUpPayload({ inviteCode: 'ABCDEFGH' }), ip: '203.0.113.9' });
      expect(answer.body.message).toMatch(/^Too many sign-up attempts\. Try again in \d+ minutes?\.$/);
      expectStatedRule(answer, { method: 'POST', path, status: 429, mentions: 'Too many sign-up attempts.' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
