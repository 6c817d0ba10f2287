import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../mail/outbox.js';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, createUser, readMailbox, TEST_PASSWORD, type TestUser } from './helpers.js';

let app: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp({ jobs: { retryDelayMs: () => 0 } });
  admin = await createUser(app, { roles: ['ADMIN'] });
}, 60_000);
afterAll(() => app?.close());

/** The one message of `kind` sent to `to`. */
async function mailOf(to: string, kind: string): Promise<OutboxMessage> {
  const messages = (await readMailbox(app, to)).filter((message) => message.kind === kind);
  expect(messages).toHaveLength(1);
  return messages[0]!;
}

function expectNoUnsubscribe(mail: OutboxMessage): void {
  expect(mail.text).not.toMatch(/unsubscribe|preferences/i);
  expect(mail.html ?? '').not.toMatch(/unsubscribe/i);
  expect(Object.keys(mail.headers).map((name) => name.toLowerCase())).not.toContain('list-unsubscribe');
}

describe('transactional mail carries no unsubscribe link; campaigns keep theirs', () => {
  it('the verification code of a sign-up', async () => {
    const email = 'new-artist@example.test';
    const payload = { firstName: 'Nova', lastName: 'Lane', email, password: TEST_PASSWORD, artistName: 'Nova Lane', phoneNumber: '+15555550100', ...ACCEPTED_USER_AGREEMENT };
    expect((await callApi(app, 'POST', '/auth/user-sign-up', { payload })).status).toBe(201);
    const mail = await mailOf(email, 'verification-code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expectNoUnsubscribe(mail);
  });

  it('a password reset', async () => {
    const user = await createUser(app);
    expect((await callApi(app, 'POST', '/auth/forgot-password', { payload: { email: user.email } })).status).toBe(200);
    expectNoUnsubscribe(await mailOf(user.email, 'password-reset'));
  });

  it('an invitation', async () => {
    expect((await callApi(app, 'POST', '/admin/invites', { token: admin.token, payload: { inviteeEmail: 'invited@example.test' } })).status).toBe(201);
    expectNoUnsubscribe(await mailOf('invited@example.test', 'invite'));
  });

  it('a campaign has its unsubscribe and preferences links and the one-click headers', async () => {
    const member = await createUser(app);
    const list = await callApi(app, 'POST', '/admin/email-lists', { token: admin.token, payload: { name: 'Campaign list' } });
    await callApi(app, 'POST', `/admin/email-lists/${list.body._id}/members`, { token: admin.token, payload: { members: [{ email: member.email }] } });
    const campaign = await callApi(app, 'POST', '/admin/email/campaigns', {
      token: admin.token,
      payload: { name: 'News', subject: 'News of the month', content: 'Hello.', listIds: [list.body._id] },
    });
    expect((await callApi(app, 'POST', `/admin/email/campaigns/${campaign.body._id}/send`, { token: admin.token })).status).toBe(202);
    await app.jobs.runDue();
    const [mail] = (await readMailbox(app, member.email)).filter((message) => message.subject === 'News of the month');
    expect(mail!.text).toMatch(/\/email\/unsubscribe\//);
    expect(mail!.text).toMatch(/\/email\/preferences\//);
    expect(mail!.headers['List-Unsubscribe']).toMatch(/\/api\/email\/unsubscribe\//);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
