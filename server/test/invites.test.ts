import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ARTISTS } from '../verification/sandbox.js';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, createUser, expectStatedRule, randomObjectId, readMailbox, type TestUser } from './helpers.js';

let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://app.example.test' });
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
}, 60_000);
afterAll(() => app?.close());

const INVITED = SANDBOX_ARTISTS[1]!; // The Paper Boats, known to the sandbox platform only

const invitePayload = (inviteeEmail: string, overrides: Record<string, unknown> = {}) => ({
  inviteType: 'SIGNUP_INVITE',
  inviteeArtistId: INVITED.spotifyId,
  inviteeEmail,
  inviteeFirstName: 'Theo',
  inviteeRole: 'ARTIST',
  ...overrides,
});

function signUpPayload(email: string, inviteCode: string, overrides: Record<string, unknown> = {}) {
  return { firstName: 'Theo', lastName: 'Grant', email, artistName: 'Theo Grant', password: 'theo-password', phoneNumber: '+1 646 555 0100', inviteCode, ...ACCEPTED_USER_AGREEMENT, ...overrides };
}

/** The registration link of the newest mail to `email`. */
async function mailedLink(email: string): Promise<URL> {
  const [mail] = await readMailbox(app, email);
  return new URL(mail!.text.match(/https:\/\/app\.example\.test\/signup\?\S+/)![0]);
}

async function invite(inviter: TestUser, email: string, overrides: Record<string, unknown> = {}) {
  const answer = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload(email, overrides) });
  expect(answer.status).toBe(201);
  return (await mailedLink(email)).searchParams.get('inviteCode')!;
}

describe('POST /user/invites and sign-up by invite', () => {
  it('mails a single-use registration link; the sign-up form reads the invite, and the account gets the artist linked', async () => {
    const inviter = await createUser(app, { firstName: 'Ana', lastName: 'Silva' });
    const { status, body } = await callApi(app, 'POST', '/user/invites', {
      token: inviter.token,
      payload: invitePayload('theo@example.test', { inviteeLastName: 'Grant', inviteePhoneNumber: '+1 646 555 0100' }),
    });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: 'Invite sent to theo@example.test. They will get an email with a registration link.' });

    const [mail] = await readMailbox(app, 'theo@example.test');
    expect(mail?.subject).toBe('Royalty Desk: an invitation from Ana Silva');
    expect(mail?.text.split('\n')[0]).toBe('You are invited to Royalty Desk by Ana Silva.');
    expect(mail?.text).toContain('The link works once; the invitation expires in 14 days.');
    const link = await mailedLink('theo@example.test');
    expect(`${link.origin}${link.pathname}`).toBe('https://app.example.test/signup');
    expect([...link.searchParams.keys()]).toEqual(['inviteCode', 'inviteeEmail']);
    const inviteCode = link.searchParams.get('inviteCode')!;
    expect(inviteCode).toMatch(/^[A-Z0-9]{10}$/);
    expect(link.searchParams.get('inviteeEmail')).toBe('theo@example.test');

    const lookup = await callApi(app, 'GET', `/auth/invites/${inviteCode.toLowerCase()}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({
      inviteCode,
      inviteeEmail: 'theo@example.test',
      inviteeFirstName: 'Theo',
      inviteeLastName: 'Grant',
      inviteePhoneNumber: '+1 646 555 0100',
      inviteeRole: 'ARTIST',
      artist: { platform: 'SPOTIFY', platformId: INVITED.spotifyId, name: INVITED.name, image: null, artistId: null },
      invitedBy: 'Ana Silva',
      expiresAt: expect.any(String),
    });
    expect(new Date(lookup.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    const signUp = await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('Theo@Example.test', inviteCode, { inviteeEmail: 'theo@example.test' }) });
    expect(signUp.status).toBe(201);
    const { rows } = await app.db.query<{ roles: string[]; name: string; spotify_id: string; linked: boolean; verified: object }>(
      `select u.roles, a.name, a.spotify_id, u.linked_artist_id = a.id as linked, ua.verified
         from users u join user_artists ua on ua.user_id = u.id join artists a on a.id = ua.artist_id where u.email = $1`,
      ['theo@example.test'],
    );
    expect(rows).toEqual([{ roles: [], name: INVITED.name, spotify_id: INVITED.spotifyId, linked: true, verified: {} }]);

    // Used up: neither the lookup nor a second sign-up takes it.
    const used = await callApi(app, 'GET', `/auth/invites/${inviteCode}`);
    expectStatedRule(used, { method: 'GET', path: '/auth/invites/{inviteCode}', status: 404, mentions: 'This invite code is invalid or has expired.' });
    const again = await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('theo@example.test', inviteCode) });
    expect([again.status, again.body.message]).toEqual([404, 'This invite code is invalid or has expired.']);
  });

  it('expires: the link stops working after its days', async () => {
    const inviter = await createUser(app);
    const code = await invite(inviter, 'late@example.test');
    await app.db.query(`update invites set expires_at = now() - interval '1 second' where code = $1`, [code]);
    expect((await callApi(app, 'GET', `/auth/invites/${code}`)).status).toBe(404);
    const signUp = await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('late@example.test', code) });
    expect([signUp.status, signUp.body.message]).toEqual([404, 'This invite code is invalid or has expired.']);
    expect((await app.db.query('select 1 from users where email = $1', ['late@example.test'])).rows).toEqual([]);
  });

  it('answers 422 when the sign-up email is not the invited one, and creates no account', async () => {
    const inviter = await createUser(app);
    const code = await invite(inviter, 'invited@example.test');
    const answer = await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('someone-else@example.test', code) });
    expect(answer.body.message).toBe('This invite was sent to another email address.');
    expectStatedRule(answer, { method: 'POST', path: '/auth/invite-sign-up', status: 422 });
    expect((await app.db.query('select 1 from users where email = $1', ['someone-else@example.test'])).rows).toEqual([]);
    expect((await callApi(app, 'GET', `/auth/invites/${code}`)).status).toBe(200);
  });

  it('answers 409 for an email with an account or a pending invite', async () => {
    const inviter = await createUser(app);
    const registered = await createUser(app);
    const taken = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload(registered.email) });
    expect([taken.status, taken.body.message]).toEqual([409, 'An account with this email already exists.']);
    expectStatedRule(taken, { method: 'POST', path: '/user/invites', status: 409 });
    await invite(inviter, 'pending@example.test');
    const pending = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('pending@example.test') });
    expect([pending.status, pending.body.message]).toEqual([409, 'This email already has a pending invite.']);
    expectStatedRule(pending, { method: 'POST', path: '/user/invites', status: 409 });
  });

  it('answers 422 for an artist Spotify does not know, 403 for an inviter artist off the roster', async () => {
    const inviter = await createUser(app);
    const unknown = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('x1@example.test', { inviteeArtistId: 'noSuchArtist' }) });
    expectStatedRule(unknown, { method: 'POST', path: '/user/invites', status: 422, mentions: 'No Spotify artist has this id.' });
    const offRoster = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('x2@example.test', { inviterArtistId: randomObjectId() }) });
    expectStatedRule(offRoster, { method: 'POST', path: '/user/invites', status: 403, mentions: 'This artist is not on your roster.' });
    expect(await readMailbox(app, 'x1@example.test')).toEqual([]);
    expect(await readMailbox(app, 'x2@example.test')).toEqual([]);
  });

  it('answers 429 with Retry-After past 20 invites in 24 hours from one account', async () => {
    const inviter = await createUser(app);
    await app.db.query(`insert into throttle_events (bucket, key) select 'invite', $1 from generate_series(1, 19)`, [inviter.user._id]);
    await invite(inviter, 'twentieth@example.test');
    const refused = await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload: invitePayload('twenty-first@example.test') });
    expect(refused.body.message).toMatch(/^You have sent many invites today\. Try again in 24 hours\.$/);
    expectStatedRule(refused, { method: 'POST', path: '/user/invites', status: 429, mentions: 'You have sent many invites today.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await readMailbox(app, 'twenty-first@example.test')).toEqual([]);
  });
});

describe('GET /auth/invites/{inviteCode}', () => {
  it('answers 429 with Retry-After past 20 unknown codes an hour from one address', async () => {
    const inviter = await createUser(app);
    const code = await invite(inviter, 'lookup@example.test');
    await app.db.query(`insert into throttle_events (bucket, key) select 'invite-lookup-ip', '198.51.100.7' from generate_series(1, 19)`);
    expect((await callApi(app, 'GET', '/auth/invites/NOSUCHCODE', { ip: '198.51.100.7' })).status).toBe(404);
    const refused = await callApi(app, 'GET', `/auth/invites/${code}`, { ip: '198.51.100.7' });
    expect(refused.body.message).toMatch(/^Too many invite code lookups\. Try again in \d+ minutes?\.$/);
    expectStatedRule(refused, { method: 'GET', path: '/auth/invites/{inviteCode}', status: 429, mentions: 'Too many invite code lookups.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await callApi(app, 'GET', `/auth/invites/${code}`, { ip: '198.51.100.8' })).status).toBe(200);
  });
});

describe('POST /user/invites/resend', () => {
  function resend(inviter: TestUser, inviteeEmail: string) {
    return callApi(app, 'POST', '/user/invites/resend', { token: inviter.token, payload: { inviteeEmail } });
  }

  it('mails the same link again and gives an expired invite 14 more days', async () => {
    const inviter = await createUser(app);
    const code = await invite(inviter, 'again@example.test');
    await app.db.query(`update invites set expires_at = now() - interval '1 day' where code = $1`, [code]);
    const { status, body } = await resend(inviter, 'Again@Example.test');
    expect([status, body]).toEqual([200, { success: true, message: 'Invite sent again to again@example.test. The registration link works for 14 more days.' }]);
    expect(await readMailbox(app, 'again@example.test')).toHaveLength(2);
    expect((await mailedLink('again@example.test')).searchParams.get('inviteCode')).toBe(code);
    expect((await callApi(app, 'GET', `/auth/invites/${code}`)).status).toBe(200);
  });

  it('answers 404 for an email the caller never invited, 409 for a used or revoked invite', async () => {
    const inviter = await createUser(app);
    const never = await resend(inviter, 'never@example.test');
    expectStatedRule(never, { method: 'POST', path: '/user/invites/resend', status: 404, mentions: 'You have not invited this email.' });
    // Another account's invite is not the caller's.
    await invite(await createUser(app), 'theirs@example.test');
    expect((await resend(inviter, 'theirs@example.test')).status).toBe(404);

    const code = await invite(inviter, 'used@example.test');
    expect((await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('used@example.test', code) })).status).toBe(201);
    const used = await resend(inviter, 'used@example.test');
    expectStatedRule(used, { method: 'POST', path: '/user/invites/resend', status: 409, mentions: 'This invite was already accepted.' });

    await invite(inviter, 'revoked@example.test');
    const { rows } = await app.db.query<{ id: string }>('select id from invites where invitee_email = $1', ['revoked@example.test']);
    expect((await callApi(app, 'DELETE', `/admin/invites/${rows[0]!.id}`, { token: admin.token })).status).toBe(200);
    const revoked = await resend(inviter, 'revoked@example.test');
    expectStatedRule(revoked, { method: 'POST', path: '/user/invites/resend', status: 409, mentions: 'This invite was revoked.' });
  });

  it('sends one invite again at most 3 times an hour (429 with Retry-After)', async () => {
    const inviter = await createUser(app);
    await invite(inviter, 'often@example.test');
    for (let time = 0; time < 3; time += 1) expect((await resend(inviter, 'often@example.test')).status).toBe(200);
    const refused = await resend(inviter, 'often@example.test');
    expect(refused.body.message).toMatch(/^This invite was sent again recently\. Try again in \d+ minutes?\.$/);
    expectStatedRule(refused, { method: 'POST', path: '/user/invites/resend', status: 429, mentions: 'This invite was sent again recently.' });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await readMailbox(app, 'often@example.test')).toHaveLength(4);
  });
});

describe('the invitation email names the inviter in a fixed sentence', () => {
  it('starts the subject and the first line with the product; the name is one line and cut short', async () => {
    // A name stored before names were checked at input (createUser writes to the database directly).
    const inviter = await createUser(app, { firstName: 'Security Team: your account is suspended.\r\nVisit', lastName: `https://evil.example/${'x'.repeat(80)}` });
    await invite(inviter, 'fixed-sentence@example.test');
    const [mail] = await readMailbox(app, 'fixed-sentence@example.test');
    const name = 'Security Team: your account is suspended. Visit https://evi…';
    expect([...name]).toHaveLength(60);
    expect(mail?.subject).toBe(`Royalty Desk: an invitation from ${name}`);
    expect(mail?.text.split('\n')[0]).toBe(`You are invited to Royalty Desk by ${name}.`);
  });

  it('refuses invitee names with line breaks or control characters (400)', async () => {
    const inviter = await createUser(app);
    for (const [path, payload] of [
      ['/user/invites', invitePayload('control-name@example.test', { inviteeFirstName: 'Theo\nAdmin' })],
      ['/admin/invites', { inviteeEmail: 'control-name@example.test', inviteeLastName: 'Grant\u0007' }],
    ] as const) {
      const answer = await callApi(app, 'POST', path, { token: path === '/admin/invites' ? admin.token : inviter.token, payload });
      expectStatedRule(answer, { method: 'POST', path, status: 400, mentions: 'cannot contain line breaks or control characters' });
    }
    expect(await readMailbox(app, 'control-name@example.test')).toEqual([]);
  });
});

describe('admin invitations', () => {
  async function create(payload: Record<string, unknown>) {
    return callApi(app, 'POST', '/admin/invites', { token: admin.token, payload });
  }

  it('creates an invitation with its code and link, mails it with the note, and grants the role at sign-up', async () => {
    const { status, body } = await create({ inviteeEmail: 'New.Admin@example.test', inviteeRole: 'ADMIN', expiresInDays: 3, message: 'Welcome aboard!\nSee you soon.' });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      code: expect.stringMatching(/^[A-Z0-9]{10}$/),
      inviteeEmail: 'new.admin@example.test',
      inviteeRole: 'ADMIN',
      inviteeArtistId: null,
      inviteeArtistName: null,
      status: 'sent',
      invitedBy: { _id: admin.user._id, name: 'Ada Admin' },
      acceptedBy: null,
      emailSentAt: expect.any(String),
    });
    expect(body.signupUrl).toBe(`https://app.example.test/signup?inviteCode=${body.code}&inviteeEmail=new.admin%40example.test`);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeLessThan(3 * 86_400_000 + 60_000);
    const [mail] = await readMailbox(app, 'new.admin@example.test');
    expect(mail?.subject).toBe('Royalty Desk: an invitation from Ada Admin');
    expect(mail?.text).toContain('Ada Admin wrote:\n\n> Welcome aboard!\n> See you soon.');
    expect(mail?.text).toContain(body.signupUrl);

    expect((await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('new.admin@example.test', body.code) })).status).toBe(201);
    const { rows } = await app.db.query<{ roles: string[] }>('select roles from users where email = $1', ['new.admin@example.test']);
    expect(rows[0]!.roles).toEqual(['ADMIN']);
    const list = await callApi(app, 'GET', '/admin/invites?search=new.admin', { token: admin.token });
    expect(list.body.items).toEqual([expect.objectContaining({ _id: body._id, status: 'accepted', acceptedBy: expect.objectContaining({ email: 'new.admin@example.test' }) })]);
  });

  it('creates without mailing when asked, with the invited artist', async () => {
    const { status, body } = await create({ inviteeEmail: 'quiet@example.test', sendEmail: false, inviteeArtistId: SANDBOX_ARTISTS[2]!.spotifyId });
    expect([status, body.emailSentAt, body.inviteeRole, body.inviteeArtistId, body.inviteeArtistName]).toEqual([
      201,
      null,
      'ARTIST',
      SANDBOX_ARTISTS[2]!.spotifyId,
      SANDBOX_ARTISTS[2]!.name,
    ]);
    expect(await readMailbox(app, 'quiet@example.test')).toEqual([]);
  });

  it('answers 409 for an email with an account or a pending invite, 422 for an unknown artist', async () => {
    const registered = await createUser(app);
    const taken = await create({ inviteeEmail: registered.email });
    expectStatedRule(taken, { method: 'POST', path: '/admin/invites', status: 409, mentions: 'An account with this email already exists.' });
    await create({ inviteeEmail: 'twice@example.test' });
    const twice = await create({ inviteeEmail: 'twice@example.test' });
    expectStatedRule(twice, { method: 'POST', path: '/admin/invites', status: 409, mentions: 'This email already has a pending invite.' });
    const unknown = await create({ inviteeEmail: 'unknown-artist@example.test', inviteeArtistId: 'noSuchArtist' });
    expectStatedRule(unknown, { method: 'POST', path: '/admin/invites', status: 422, mentions: 'No Spotify artist has this id.' });
    expect((await create({ inviteeEmail: 'bad@example.test', expiresInDays: 91 })).status).toBe(400);
  });

  it('lists newest first with the four statuses, filtered by status and searched by invitee, code or inviter', async () => {
    const inviter = await createUser(app, { firstName: 'Lola', lastName: 'Listed' });
    const codes: Record<string, string> = {};
    for (const name of ['l-sent', 'l-expired', 'l-revoked', 'l-accepted']) codes[name] = await invite(inviter, `${name}@example.test`);
    await app.db.query(`update invites set expires_at = now() - interval '1 hour' where code = $1`, [codes['l-expired']]);
    await app.db.query(`update invites set revoked_at = now() where code = $1`, [codes['l-revoked']]);
    expect((await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('l-accepted@example.test', codes['l-accepted']!) })).status).toBe(201);

    const all = await callApi(app, 'GET', '/admin/invites?search=lola%20listed', { token: admin.token });
    expect(all.body.items.map((item: { inviteeEmail: string; status: string }) => [item.inviteeEmail, item.status])).toEqual([
      ['l-accepted@example.test', 'accepted'],
      ['l-revoked@example.test', 'revoked'],
      ['l-expired@example.test', 'expired'],
      ['l-sent@example.test', 'sent'],
    ]);
    expect(all.body.total).toBe(4);
    for (const status of ['sent', 'accepted', 'expired', 'revoked']) {
      const page = await callApi(app, 'GET', `/admin/invites?status=${status}&search=${inviter.email}`, { token: admin.token });
      expect(page.body.items.map((item: { inviteeEmail: string }) => item.inviteeEmail)).toEqual([`l-${status}@example.test`]);
    }
    const byCode = await callApi(app, 'GET', `/admin/invites?search=${codes['l-sent']!.toLowerCase()}`, { token: admin.token });
    expect(byCode.body.items.map((item: { code: string }) => item.code)).toEqual([codes['l-sent']]);
    const paged = await callApi(app, 'GET', '/admin/invites?search=lola&limit=3&page=2', { token: admin.token });
    expect([paged.body.page, paged.body.limit, paged.body.total, paged.body.items.length]).toEqual([2, 3, 4, 1]);
    expect((await callApi(app, 'GET', '/admin/invites?status=pending', { token: admin.token })).status).toBe(400);
    expect((await callApi(app, 'GET', '/admin/invites', { token: inviter.token })).status).toBe(403);
  });

  it('revokes: the code stops working; revoking again changes nothing; an accepted invitation answers 409', async () => {
    const { body: created } = await create({ inviteeEmail: 'revoke-me@example.test' });
    const revoked = await callApi(app, 'DELETE', `/admin/invites/${created._id}`, { token: admin.token });
    expect([revoked.status, revoked.body.status]).toEqual([200, 'revoked']);
    expect((await callApi(app, 'GET', `/auth/invites/${created.code}`)).status).toBe(404);
    expect((await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('revoke-me@example.test', created.code) })).status).toBe(404);
    const again = await callApi(app, 'DELETE', `/admin/invites/${created._id}`, { token: admin.token });
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);

    const { body: accepted } = await create({ inviteeEmail: 'too-late@example.test' });
    expect((await callApi(app, 'POST', '/auth/invite-sign-up', { payload: signUpPayload('too-late@example.test', accepted.code) })).status).toBe(201);
    const refused = await callApi(app, 'DELETE', `/admin/invites/${accepted._id}`, { token: admin.token });
    expectStatedRule(refused, { method: 'DELETE', path: '/admin/invites/{inviteId}', status: 409, mentions: 'This invite was already accepted.' });
    const missing = await callApi(app, 'DELETE', `/admin/invites/${randomObjectId()}`, { token: admin.token });
    expectStatedRule(missing, { method: 'DELETE', path: '/admin/invites/{inviteId}', status: 404, mentions: 'Invite not found' });
  });

  it('resends: mails the link again and renews an expired invitation; refuses revoked ones and emails with an account', async () => {
    const { body: created } = await create({ inviteeEmail: 'resend-admin@example.test', expiresInDays: 2 });
    await app.db.query(`update invites set expires_at = now() - interval '1 day' where id = $1`, [created._id]);
    const resent = await callApi(app, 'POST', `/admin/invites/${created._id}/resend`, { token: admin.token });
    expect([resent.status, resent.body.status, resent.body.code]).toEqual([200, 'sent', created.code]);
    expect(new Date(resent.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(await readMailbox(app, 'resend-admin@example.test')).toHaveLength(2);

    await callApi(app, 'DELETE', `/admin/invites/${created._id}`, { token: admin.token });
    const revoked = await callApi(app, 'POST', `/admin/invites/${created._id}/resend`, { token: admin.token });
    expectStatedRule(revoked, { method: 'POST', path: '/admin/invites/{inviteId}/resend', status: 409, mentions: 'This invite was revoked.' });

    const { body: other } = await create({ inviteeEmail: 'signed-up-meanwhile@example.test', sendEmail: false });
    await createUser(app, { email: 'signed-up-meanwhile@example.test' });
    const taken = await callApi(app, 'POST', `/admin/invites/${other._id}/resend`, { token: admin.token });
    expectStatedRule(taken, { method: 'POST', path: '/admin/invites/{inviteId}/resend', status: 409, mentions: 'An account with this email already exists.' });
  });
});
