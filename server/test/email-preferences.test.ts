import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, expectStatedRule, readMailbox } from './helpers.js';

const PRODUCT_UPDATES = '66b4c0de0000000000000001';
const ROYALTY_INSIGHTS = '66b4c0de0000000000000002';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

/** A new user and the unsubscribe token of the emails they get. */
async function subscriber() {
  const account = await createUser(app, { firstName: 'Lena' });
  const { rows } = await app.db.query<{ token: string }>('select token from email_subscribers where user_id = $1', [account.user._id]);
  return { ...account, emailToken: rows[0]!.token };
}

describe('unsubscribe by token', () => {
  it('tells who the token is and which lists they get', async () => {
    const { email, emailToken } = await subscriber();
    const { status, body } = await callApi(app, 'GET', `/email/unsubscribe/${emailToken}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      email,
      firstName: 'Lena',
      unsubscribedFromAll: false,
      source: null,
      lists: [
        { listId: PRODUCT_UPDATES, name: 'Product updates', description: expect.any(String), subscribed: true },
        { listId: ROYALTY_INSIGHTS, name: 'Royalty insights', description: expect.any(String), subscribed: true },
      ],
    });
  });

  it('unsubscribes from some lists, or from all with no body', async () => {
    const { emailToken } = await subscriber();
    const some = await callApi(app, 'POST', `/email/unsubscribe/${emailToken}`, {
      payload: { listIds: [ROYALTY_INSIGHTS], reason: 'too_frequent', comment: 'Once a quarter is enough' },
    });
    expect(some.body.lists.map((list: { subscribed: boolean }) => list.subscribed)).toEqual([true, false]);
    expect(some.body.unsubscribedFromAll).toBe(false);
    const all = await callApi(app, 'POST', `/email/unsubscribe/${emailToken}`);
    expect(all.body.unsubscribedFromAll).toBe(true);
    expect(all.body.lists.every((list: { subscribed: boolean }) => !list.subscribed)).toBe(true);
    const { rows } = await app.db.query('select reason, comment from email_unsubscribe_feedback');
    expect(rows).toContainEqual({ reason: 'too_frequent', comment: 'Once a quarter is enough' });
  });

  it('takes the RFC 8058 one-click form post of mail clients', async () => {
    const { emailToken } = await subscriber();
    const { status, body } = await callApi(app, 'POST', `/email/unsubscribe/${emailToken}`, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(status).toBe(200);
    expect(body.unsubscribedFromAll).toBe(true);
  });

  it('answers 404 to an unknown token and 400 to an unknown list', async () => {
    const unknownToken = 'x'.repeat(43);
    const unknown = await callApi(app, 'GET', `/email/unsubscribe/${unknownToken}`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'This link is invalid or no longer works.']);
    for (const [method, path, payload] of [
      ['GET', '/email/unsubscribe/{token}', undefined],
      ['POST', '/email/unsubscribe/{token}', undefined],
      ['GET', '/email/preferences/{token}', undefined],
      ['PUT', '/email/preferences/{token}', { frequency: 'monthly' }],
      ['POST', '/email/unsubscribe', { token: unknownToken }],
    ] as const) {
      const answer = await callApi(app, method, path.replace('{token}', unknownToken), { ...(payload ? { payload } : {}) });
      expectStatedRule(answer, { method, path, status: 404 });
    }
    const { emailToken } = await subscriber();
    const badList = await callApi(app, 'POST', `/email/unsubscribe/${emailToken}`, { payload: { listIds: ['ffffffffffffffffffffffff'] } });
    expectStatedRule(badList, { method: 'POST', path: '/email/unsubscribe/{token}', status: 400, mentions: 'Unknown email list' });
  });
});

describe('POST /email/unsubscribe', () => {
  it('unsubscribes from all with a token', async () => {
    const { emailToken } = await subscriber();
    const { body } = await callApi(app, 'POST', '/email/unsubscribe', { payload: { token: emailToken } });
    expect(body).toMatchObject({ success: true, outcome: 'unsubscribed' });
    expect((await callApi(app, 'GET', `/email/preferences/${emailToken}`)).body.unsubscribedFromAll).toBe(true);
  });

  it('mails a preferences link to a known address, and answers the same for an unknown one', async () => {
    const { email, emailToken } = await subscriber();
    const known = await callApi(app, 'POST', '/email/unsubscribe', { payload: { email } });
    const unknown = await callApi(app, 'POST', '/email/unsubscribe', { payload: { email: 'unknown@example.test' } });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.outcome).toBe('confirmation_sent');
    const [message] = await readMailbox(app, email);
    expect(message?.subject).toBe('Manage your Royalty Desk email preferences');
    expect(message?.text).toContain(`/email/preferences/${emailToken}`);
    expect(await readMailbox(app, 'unknown@example.test')).toEqual([]);
  });

  it('mails one address at most 3 links an hour, and answers the same past that', async () => {
    const { email } = await subscriber();
    const answers = [];
    for (let request = 1; request <= 4; request += 1) answers.push((await callApi(app, 'POST', '/email/unsubscribe', { payload: { email } })).body);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await readMailbox(app, email)).toHaveLength(3);
  });
});

describe('email preferences', () => {
  it('reads and updates frequency and lists; unsubscribe all and resubscribe keep the earlier choice', async () => {
    const { emailToken } = await subscriber();
    const read = await callApi(app, 'GET', `/email/preferences/${emailToken}`);
    expect(read.body).toMatchObject({ firstName: 'Lena', unsubscribedFromAll: false, frequency: 'immediate' });

    const changed = await callApi(app, 'PUT', `/email/preferences/${emailToken}`, {
      payload: { frequency: 'monthly', lists: [{ listId: PRODUCT_UPDATES, subscribed: false }] },
    });
    expect(changed.body.frequency).toBe('monthly');
    expect(changed.body.lists.map((list: { subscribed: boolean }) => list.subscribed)).toEqual([false, true]);

    const off = await callApi(app, 'PUT', `/email/preferences/${emailToken}`, { payload: { unsubscribeAll: true } });
    expect(off.body.unsubscribedFromAll).toBe(true);
    expect(off.body.lists.map((list: { subscribed: boolean }) => list.subscribed)).toEqual([false, false]);

    const on = await callApi(app, 'PUT', `/email/preferences/${emailToken}`, { payload: { unsubscribeAll: false } });
    expect(on.body.unsubscribedFromAll).toBe(false);
    expect(on.body.lists.map((list: { subscribed: boolean }) => list.subscribed)).toEqual([false, true]);
  });

  it('answers 422 to an unknown list and 400 to an empty update', async () => {
    const { emailToken } = await subscriber();
    const unknown = await callApi(app, 'PUT', `/email/preferences/${emailToken}`, { payload: { lists: [{ listId: 'ffffffffffffffffffffffff', subscribed: true }] } });
    expectStatedRule(unknown, { method: 'PUT', path: '/email/preferences/{token}', status: 422, mentions: 'Unknown email list' });
    expect((await callApi(app, 'PUT', `/email/preferences/${emailToken}`, { payload: {} })).status).toBe(400);
  });
});
