import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, presenceUser } from './event-streams.js';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, createUser, expectStatedRule, randomObjectId, readMailbox, type TestUser } from './helpers.js';
import { createPostgresApp, onPostgres, postgresUrl, throwawayDatabase } from './postgres-database.js';

let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
}, 60_000);
afterAll(() => app?.close());

const asAdmin = (method: 'GET' | 'PATCH', path: string, payload?: unknown) =>
  callApi(app, method, path, { token: admin.token, ...(payload === undefined ? {} : { payload }) });
const login = (email: string, password: string, ip = '203.0.113.10') =>
  callApi(app, 'POST', '/auth/login', { payload: { email, password }, ip, headers: { 'user-agent': 'Vitest browser' } });

async function releaseFor(user: TestUser): Promise<void> {
  await app.db.query(
    `insert into releases (owner_id, title, label, format, primary_genre, audio_language, release_date, original_release_date)
     values ($1, 'Night Drive', 'Own label', 'SINGLE', 'Pop', 'en', now(), now())`,
    [user.user._id],
  );
}

describe('GET /admin/users', () => {
  it('finds accounts by text and filters, sorts by release count and pages', async () => {
    const tag = randomObjectId().slice(0, 8);
    const owner = await createUser(app, { firstName: 'Zora', lastName: `Owner${tag}` });
    const investor = await createUser(app, { roles: ['INVESTOR'], firstName: 'Ivan', lastName: `Investor${tag}` });
    const unverified = await createUser(app, { verified: false, firstName: 'Una', lastName: `Unverified${tag}` });
    await releaseFor(owner);
    await releaseFor(owner);

    const all = await asAdmin('GET', `/admin/users?search=${tag}&sortBy=releaseCount`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items[0]).toMatchObject({ _id: owner.user._id, releaseCount: 2, archived: false, verified: false, lastSeenAt: null });

    const ids = async (query: string) => (await asAdmin('GET', `/admin/users?search=${tag}&${query}`)).body.items.map((user: { _id: string }) => user._id);
    expect(await ids('role=INVESTOR')).toEqual([investor.user._id]);
    expect((await ids('role=USER')).sort()).toEqual([owner.user._id, unverified.user._id].sort());
    expect(await ids('emailVerified=false')).toEqual([unverified.user._id]);
    expect(await ids('hasReleases=true')).toEqual([owner.user._id]);
    expect(await ids('hasReleases=false&sortBy=lastName&sortDirection=asc')).toEqual([investor.user._id, unverified.user._id]);
    expect(await ids('verified=true')).toEqual([]);
    expect(await ids('archived=true')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`createdFrom=${today}&createdTo=${today}&limit=1&page=3&sortBy=email`)).toHaveLength(1);
    expect(await ids('createdTo=2000-01-01')).toEqual([]);
  });

  it('refuses a start date after the end date, and non-admins', async () => {
    const answer = await asAdmin('GET', '/admin/users?createdFrom=2025-02-01&createdTo=2025-01-31');
    expectStatedRule(answer, { method: 'GET', path: '/admin/users', status: 400 });
    expect(answer.body.message).toBe('The start date must not be after the end date');
    const user = await createUser(app);
    expect((await callApi(app, 'GET', '/admin/users', { token: user.token })).status).toBe(403);
    expect((await callApi(app, 'GET', '/admin/users')).status).toBe(401);
  });
});

describe('GET /admin/users/{id}', () => {
  it('shows the profile, releases, invites, who invited them and their sign-ins', async () => {
    const user = await createUser(app, { firstName: 'Dana', lastName: 'Details' });
    await releaseFor(user);
    expect((await login(user.email, user.password)).status).toBe(200);
    await callApi(app, 'POST', '/admin/invites', { token: user.token, payload: { inviteeEmail: 'x@example.test' } }); // 403: not an admin
    await app.db.query(
      `insert into invites (code, invitee_email, invited_by, accepted_by, expires_at, accepted_at)
       values ('DETAILS0001', $1, $2, $3, now() + interval '1 day', now())`,
      [user.email, admin.user._id, user.user._id],
    );
    await app.db.query(`insert into invites (code, invitee_email, invited_by, expires_at) values ('DETAILS0002', 'friend@example.test', $1, now() + interval '1 day')`, [
      user.user._id,
    ]);

    const { status, body } = await asAdmin('GET', `/admin/users/${user.user._id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      user: { _id: user.user._id, firstName: 'Dana' },
      status: 'active',
      emailVerified: true,
      archivedAt: null,
      invitedBy: { _id: admin.user._id, name: 'Ada Admin' },
      stats: { releases: 1, releasesLive: 0, invitesSent: 1, invitesAccepted: 0 },
      releases: [{ title: 'Night Drive', type: 'SINGLE', status: 'DRAFT' }],
      invites: [{ inviteeEmail: 'friend@example.test', status: 'sent', inviteeRole: 'ARTIST' }],
      signIns: [{ method: 'password', ipAddress: '203.0.113.10', userAgent: 'Vitest browser' }],
    });
    expect(body.lastLoginAt).not.toBeNull();
    expect(body.lastSeenAt).not.toBeNull();
    expect(body.integrations).toHaveLength(7);

    const missing = await asAdmin('GET', `/admin/users/${randomObjectId()}`);
    expect(missing.status).toBe(404);
  });
});

describe('PATCH /admin/users/{id}', () => {
  it('changes names, permissions and roles; a new role works on the next request', async () => {
    const user = await createUser(app);
    expect((await callApi(app, 'GET', '/admin/users', { token: user.token })).status).toBe(403);
    const { status, body } = await asAdmin('PATCH', `/admin/users/${user.user._id}`, {
      firstName: ' Nia ',
      displayName: 'Nia N.',
      roles: ['ADMIN'],
      permissions: { isDistributed: true, isLabel: true },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: 'Nia', displayName: 'Nia N.', roles: ['ADMIN'], permissions: { isDistributed: true, isLabel: true } });
    expect((await callApi(app, 'GET', '/admin/users', { token: user.token })).status).toBe(200);

    expect((await asAdmin('PATCH', `/admin/users/${user.user._id}`, { roles: [] })).status).toBe(200);
    expect((await callApi(app, 'GET', '/admin/users', { token: user.token })).status).toBe(403);
  });

  it('refuses removing ADMIN from oneself', async () => {
    const answer = await asAdmin('PATCH', `/admin/users/${admin.user._id}`, { roles: ['INVESTOR'] });
    expectStatedRule(answer, { method: 'PATCH', path: '/admin/users/{id}', status: 409 });
    expect(answer.body.message).toBe('You cannot remove the admin role from your own account');
    expect((await asAdmin('PATCH', `/admin/users/${randomObjectId()}`, { firstName: 'X' })).status).toBe(404);
  });
});

describe('archiving', () => {
  it('signs the account out everywhere at once, refuses its sign-in, keeps its data; unarchive restores access', async () => {
    const user = await createUser(app, { firstName: 'Arlo', lastName: 'Archived' });
    await releaseFor(user);
    const signedIn = await login(user.email, user.password);
    const token = signedIn.body.token as string;
    expect((await callApi(app, 'GET', '/user', { token })).status).toBe(200);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const stream = await openEventStream(`${base}/api/user/events`, { authorization: `Bearer ${token}` });
    const ended = new Promise<void>((resolve) => stream.response.on('end', () => resolve()));
    try {
      await stream.until((events) => events.some((event) => event.event === 'ready'));
      const archived = await asAdmin('PATCH', `/admin/users/${user.user._id}/archive`);
      expect(archived.status).toBe(200);
      expect(archived.body).toMatchObject({ _id: user.user._id, archived: true, releaseCount: 1 });
      const events = await stream.until((all) => all.some((event) => event.event === 'session-ended'));
      expect(events.find((event) => event.event === 'session-ended')!.data).toEqual({ reason: 'archived' });
      await ended;
    } finally {
      stream.close();
    }

    expect((await callApi(app, 'GET', '/user', { token })).status).toBe(401);
    expect((await callApi(app, 'POST', '/auth/verify', { token })).status).toBe(401);
    const refused = await login(user.email, user.password);
    expectStatedRule(refused, { method: 'POST', path: '/auth/login', status: 403 });
    expect(refused.body.message).toBe('This account has been deactivated. Contact support to restore it.');
    expect((await asAdmin('GET', '/admin/users?archived=true&search=Archived')).body.items.map((item: { _id: string }) => item._id)).toContain(user.user._id);
    expect((await asAdmin('PATCH', `/admin/users/${user.user._id}/archive`)).body.archived).toBe(true); // again: no change

    const restored = await asAdmin('PATCH', `/admin/users/${user.user._id}/unarchive`);
    expect(restored.body).toMatchObject({ archived: false, archivedAt: null, releaseCount: 1 });
    const again = await login(user.email, user.password);
    expect(again.status).toBe(200);
    expect((await callApi(app, 'GET', '/user', { token: again.body.token })).status).toBe(200);
  });

  it('refuses archiving oneself, and a reset link mailed before archiving', async () => {
    const self = await asAdmin('PATCH', `/admin/users/${admin.user._id}/archive`);
    expectStatedRule(self, { method: 'PATCH', path: '/admin/users/{id}/archive', status: 409 });
    expect(self.body.message).toBe('You cannot archive your own account');

    const user = await createUser(app);
    await callApi(app, 'POST', '/auth/forgot-password', { payload: { email: user.email } });
    const link = (await readMailbox(app, user.email))[0]!.text.match(/reset-password\?\S+/)![0];
    const token = new URLSearchParams(link.split('?')[1]).get('token')!;
    await asAdmin('PATCH', `/admin/users/${user.user._id}/archive`);
    const reset = await callApi(app, 'POST', '/auth/reset-password', { payload: { email: user.email, password: 'another-password', resetPasswordToken: token } });
    expect(reset.status).toBe(400);
    expect((await callApi(app, 'PATCH', `/admin/users/${admin.user._id}/archive`, { token: user.token })).status).toBe(401);
  });

  it('keeps the last active admin (a stale session cannot remove it)', async () => {
    const solo = await createTestApp();
    try {
      const first = await createUser(solo, { roles: ['ADMIN'] });
      const second = await createUser(solo, { roles: ['ADMIN'] });
      // The first admin's session is checked (and remembered for a few seconds) while still an admin…
      expect((await callApi(solo, 'GET', '/admin/users', { token: first.token })).status).toBe(200);
      // …then loses the role behind its back: the second is now the only active admin.
      await solo.db.query(`update users set roles = '{}' where id = $1`, [first.user._id]);
      const archive = await callApi(solo, 'PATCH', `/admin/users/${second.user._id}/archive`, { token: first.token });
      expectStatedRule(archive, { method: 'PATCH', path: '/admin/users/{id}/archive', status: 409 });
      expect(archive.body.message).toBe('At least one active admin must remain');
      const demote = await callApi(solo, 'PATCH', `/admin/users/${second.user._id}`, { token: first.token, payload: { roles: [] } });
      expectStatedRule(demote, { method: 'PATCH', path: '/admin/users/{id}', status: 409 });
      expect(demote.body.message).toBe('At least one active admin must remain');
    } finally {
      await solo.close();
    }
  });
});

describe('sign-in history', () => {
  it('records password, code, reset and invite sign-ins', async () => {
    const methods = async (userId: string) => (await asAdmin('GET', `/admin/users/${userId}`)).body.signIns.map((entry: { method: string }) => entry.method);
    const latestCode = async (email: string) => (await readMailbox(app, email))[0]!.text.match(/\b(\d{6})\b/)![1]!;
    const signUpPayload = (email: string) => ({ firstName: 'Sia', lastName: 'Signs', email, artistName: 'Sia', password: 'a-long-password', phoneNumber: '+1 415 555 0100', ...ACCEPTED_USER_AGREEMENT });

    const email = `signs-${randomObjectId().slice(0, 6)}@example.test`;
    expect((await callApi(app, 'POST', '/auth/user-sign-up', { payload: signUpPayload(email), ip: '198.51.100.1' })).status).toBe(201);
    const verified = await callApi(app, 'POST', '/auth/verify-code', { payload: { email, code: await latestCode(email) } });
    expect(verified.status).toBe(200);
    const userId = verified.body.user._id as string;
    expect(await methods(userId)).toEqual(['code']);

    expect((await login(email, 'a-long-password')).status).toBe(200);
    await callApi(app, 'POST', '/auth/forgot-password', { payload: { email } });
    const link = (await readMailbox(app, email))[0]!.text.match(/reset-password\?\S+/)![0];
    const token = new URLSearchParams(link.split('?')[1]).get('token')!;
    expect((await callApi(app, 'POST', '/auth/reset-password', { payload: { email, password: 'new-long-password', resetPasswordToken: token } })).status).toBe(200);
    expect(await methods(userId)).toEqual(['reset', 'password', 'code']);

    const invitedEmail = `invited-${randomObjectId().slice(0, 6)}@example.test`;
    const invite = await callApi(app, 'POST', '/admin/invites', { token: admin.token, payload: { inviteeEmail: invitedEmail, sendEmail: false } });
    expect(invite.status).toBe(201);
    const signUp = await callApi(app, 'POST', '/auth/invite-sign-up', { payload: { ...signUpPayload(invitedEmail), inviteCode: invite.body.code }, ip: '198.51.100.2' });
    expect(signUp.status).toBe(201);
    const invited = await callApi(app, 'POST', '/auth/verify-code', { payload: { email: invitedEmail, code: await latestCode(invitedEmail) } });
    expect(await methods(invited.body.user._id)).toEqual(['invite']);
  });

  it('keeps the latest 50 per account', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 53; i++) {
      await app.db.query(`insert into sign_ins (user_id, method, at) values ($1, 'password', now() - make_interval(mins => $2))`, [user.user._id, 100 - i]);
    }
    expect((await login(user.email, user.password)).status).toBe(200);
    const { rows } = await app.db.query<{ count: number }>('select count(*)::int as count from sign_ins where user_id = $1', [user.user._id]);
    expect(rows[0]!.count).toBe(50);
    expect((await asAdmin('GET', `/admin/users/${user.user._id}`)).body.signIns).toHaveLength(20);
  });

  it('moves lastSeenAt on a presence heartbeat at most once a minute', async () => {
    const user = await createUser(app);
    const join = await callApi(app, 'POST', '/presence/join', { token: user.token, payload: presenceUser(user.user._id) });
    expect(join.status).toBe(200);
    const seen = async () => (await asAdmin('GET', `/admin/users/${user.user._id}`)).body.lastSeenAt as string | null;
    const first = await seen();
    expect(first).not.toBeNull();
    await callApi(app, 'POST', '/presence/heartbeat', { token: user.token, payload: { userId: user.user._id } });
    expect(await seen()).toBe(first);
  });
});

// Two instances on one PostgreSQL.
describe.skipIf(!postgresUrl)(onPostgres('archiving across instances'), () => {
  it("ends the account's event streams on the other instance too", async () => {
    const database = await throwawayDatabase('archive');
    const first = await createPostgresApp(database.url);
    const second = await createPostgresApp(database.url);
    try {
      const pgAdmin = await createUser(first, { roles: ['ADMIN'] });
      const user = await createUser(first);
      await second.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
      const stream = await openEventStream(`${base}/api/user/events`, { authorization: `Bearer ${user.token}` });
      const ended = new Promise<void>((resolve) => stream.response.on('end', () => resolve()));
      try {
        await stream.until((events) => events.some((event) => event.event === 'ready'));
        expect((await callApi(first, 'PATCH', `/admin/users/${user.user._id}/archive`, { token: pgAdmin.token })).status).toBe(200);
        const events = await stream.until((all) => all.some((event) => event.event === 'session-ended'));
        expect(events.at(-1)).toEqual({ event: 'session-ended', data: { reason: 'archived' } });
        await ended;
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
      await first.close();
      await database.drop();
    }
  }, 60_000);
});
