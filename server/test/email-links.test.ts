import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../mail/outbox.js';
import { SANDBOX_ARTISTS } from '../verification/sandbox.js';
import { callApi, createTestApp, createUser, readMailbox, type TestUser } from './helpers.js';

// Links in emails come from PUBLIC_APP_URL (here unset: the local default), never from the
// request: a forged Host or X-Forwarded-Host (trusted behind a proxy) must not reach a mail.
const DEFAULT_BASE = 'http://localhost:3000';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp({ trustProxy: true, jobs: { retryDelayMs: () => 0 } });
  admin = await createUser(app, { roles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' });
}, 60_000);
afterAll(() => app?.close());

/** Every URL of the message (text, HTML and headers). */
function linksOf(mail: OutboxMessage): string[] {
  const everything = [mail.text, mail.html ?? '', ...Object.values(mail.headers)].join('\n');
  return everything.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
}

function expectOnlyAppLinks(mail: OutboxMessage | undefined): void {
  expect(mail).toBeDefined();
  expect(JSON.stringify(mail)).not.toContain('evil.example');
  const links = linksOf(mail!);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${DEFAULT_BASE}/`) || link.startsWith('https://example.com/')).toBe(true);
}

describe('links in emails with a forged Host and X-Forwarded-Host', () => {
  it('a password reset links to the configured app', async () => {
    const user = await createUser(app);
    expect((await callApi(app, 'POST', '/auth/forgot-password', { payload: { email: user.email }, headers: FORGED })).status).toBe(200);
    const [mail] = await readMailbox(app, user.email);
    expectOnlyAppLinks(mail);
    expect(mail!.text).toContain(`${DEFAULT_BASE}/reset-password?`);
  });

  it('an invitation, by a user and by an admin, links to the configured app (and so does the admin view of it)', async () => {
    const inviter = await createUser(app);
    const payload = { inviteType: 'SIGNUP_INVITE', inviteeArtistId: SANDBOX_ARTISTS[1]!.spotifyId, inviteeEmail: 'forged-user-invite@example.test', inviteeRole: 'ARTIST' };
    expect((await callApi(app, 'POST', '/user/invites', { token: inviter.token, payload, headers: FORGED })).status).toBe(201);
    const [byUser] = await readMailbox(app, 'forged-user-invite@example.test');
    expectOnlyAppLinks(byUser);
    expect(byUser!.text).toContain(`${DEFAULT_BASE}/signup?inviteCode=`);

    const created = await callApi(app, 'POST', '/admin/invites', { token: admin.token, payload: { inviteeEmail: 'forged-admin-invite@example.test' }, headers: FORGED });
    expect(created.status).toBe(201);
    expect(created.body.signupUrl).toMatch(new RegExp(`^${DEFAULT_BASE}/signup\\?`));
    const [byAdmin] = await readMailbox(app, 'forged-admin-invite@example.test');
    expectOnlyAppLinks(byAdmin);
  });

  it('a campaign, its test send and the preferences link have their tracking and unsubscribe links on the configured app', async () => {
    const member = await createUser(app);
    const list = await callApi(app, 'POST', '/admin/email-lists', { token: admin.token, payload: { name: 'Forged host list' } });
    await callApi(app, 'POST', `/admin/email-lists/${list.body._id}/members`, { token: admin.token, payload: { members: [{ email: member.email }] } });
    const campaign = await callApi(app, 'POST', '/admin/email/campaigns', {
      token: admin.token,
      payload: { name: 'Forged', subject: 'Forged host', content: 'Read [the guide](https://example.com/guide).', listIds: [list.body._id] },
    });
    const id = campaign.body._id;
    const test = await callApi(app, 'POST', `/admin/email/campaigns/${id}/test`, { token: admin.token, payload: { email: 'forged-test@example.test' }, headers: FORGED });
    expect(test.status).toBe(202);
    expectOnlyAppLinks((await readMailbox(app, 'forged-test@example.test'))[0]);

    expect((await callApi(app, 'POST', `/admin/email/campaigns/${id}/send`, { token: admin.token, headers: FORGED })).status).toBe(202);
    await app.jobs.runDue();
    const [sent] = await readMailbox(app, member.email);
    expectOnlyAppLinks(sent);
    expect(sent!.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${DEFAULT_BASE}/api/email/unsubscribe/`));
    expect(sent!.text).toMatch(new RegExp(`${DEFAULT_BASE}/api/email/click/`));

    expect((await callApi(app, 'POST', '/email/unsubscribe', { payload: { email: member.email }, headers: FORGED })).status).toBe(200);
    const [preferences] = await readMailbox(app, member.email);
    expect(preferences!.kind).toBe('email-preferences');
    expectOnlyAppLinks(preferences);
  });
});
