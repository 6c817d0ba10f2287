import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, expectStatedRule, readMailbox } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://app.example.test' });
}, 60_000);
afterAll(() => app?.close());

const invitePayload = (inviteeEmail: string) => ({
  inviteType: 'SIGNUP_INVITE',
  inviteeArtistId: 'invitedSpotifyArtist01',
  inviteeEmail,
  inviteeFirstName: 'Theo',
  inviteeRole: 'ARTIST',
});

describe('POST /user/invites', () => {
  it('mails a registration link with the code; signing up with it puts the invited artist on the roster', async () => {
    const inviter = await createUser(app, { firstName: 'Ana', lastName: 'Silva' });
    const { status, body } = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('theo@example.test') });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: 'Invite sent to theo@example.test. They will get an email with a registration link.' });

    const [mail] = await readMailbox(app, 'theo@example.test');
    expect(mail?.subject).toBe('Ana Silva invited you to Royalty Desk');
    const link = new URL(mail!.text.match(/https:\/\/app\.example\.test\/signup\?\S+/)![0]);
    const inviteCode = link.searchParams.get('inviteCode')!;
    expect(inviteCode).toMatch(/^[A-Z0-9]{10}$/);
    expect(link.searchParams.get('inviteeEmail')).toBe('theo@example.test');

    const signUp = await callApi(app, 'POST', '/auth/invite-sign-up', {
      payload: {
        firstName: 'Theo',
        lastName: 'Grant',
        email: 'theo@example.test',
        artistName: 'Theo Grant',
        password: 'theo-password',
        phoneNumber: '+1 646 555 0100',
        inviteCode,
        inviteeEmail: 'theo@example.test',
      },
    });
    expect(signUp.status).toBe(201);
    const { rows } = await app.db.query<{ spotify_id: string }>(
      `select a.spotify_id from users u join user_artists ua on ua.user_id = u.id join artists a on a.id = ua.artist_id where u.email = $1`,
      ['theo@example.test'],
    );
    expect(rows).toEqual([{ spotify_id: 'invitedSpotifyArtist01' }]);
  });

  it('allows 20 invites a day per user, then answers 429 with Retry-After', async () => {
    const inviter = await createUser(app);
    await app.db.query(`insert into throttle_events (bucket, key) select 'invite', $1 from generate_series(1, 20)`, [inviter.user._id]);
    const blocked = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('one-too-many@example.test') });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^You have sent many invites today\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await readMailbox(app, 'one-too-many@example.test')).toEqual([]);
  });

  it('answers 409 for an email with an account or a pending invite', async () => {
    const inviter = await createUser(app);
    const registered = await createUser(app);
    const taken = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload(registered.email) });
    expect([taken.status, taken.body.message]).toEqual([409, 'An account with this email already exists.']);
    expectStatedRule(taken, { method: 'POST', path: '/user/invites', status: 409 });
    expect((await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('pending@example.test') })).status).toBe(201);
    const pending = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('pending@example.test') });
    expect([pending.status, pending.body.message]).toEqual([409, 'This email already has a pending invite.']);
    expectStatedRule(pending, { method: 'POST', path: '/user/invites', status: 409 });
  });

  it('answers 429 with Retry-After past 20 invites in 24 hours from one account', async () => {
    const inviter = await createUser(app);
    await app.db.query(`insert into throttle_events (bucket, key) select 'invite', $1 from generate_series(1, 19)`, [inviter.user._id]);
    expect((await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('twentieth@example.test') })).status).toBe(201);
    const refused = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('twenty-first@example.test') });
    expectStatedRule(refused, { method: 'POST', path: '/user/invites', status: 429, mentions: 'You have sent many invites today.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });
});
