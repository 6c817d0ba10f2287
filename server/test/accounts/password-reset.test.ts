import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, expectStatedRule, readMailbox } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

const forgot = (email: string, ip?: string) => callApi(app, 'POST', '/auth/forgot-password', { payload: { email }, ...(ip ? { ip } : {}) });
const reset = (email: string, resetPasswordToken: string, password = 'my-new-password') =>
  callApi(app, 'POST', '/auth/reset-password', { payload: { email, password, resetPasswordToken } });

/** The email and token of the reset link last mailed to `email`. */
async function resetLink(email: string): Promise<{ url: URL; email: string; token: string }> {
  const [message] = await readMailbox(app, email);
  const link = message?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  const url = new URL(link);
  return { url, email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
}

describe('forgot and reset password', () => {
  it('mails a reset link; the reset signs the user in and the new password logs in', async () => {
    const account = await createUser(app);
    const { status, body } = await forgot(account.email.toUpperCase());
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'If an account exists for this email, we sent it a link to reset the password.' });

    const [mail] = await readMailbox(app, account.email);
    expect(mail?.subject).toBe('Reset your Royalty Desk password');
    const link = await resetLink(account.email);
    expect(link.url.pathname).toBe('/reset-password');
    expect(link.email).toBe(account.email);

    const answer = await reset(link.email, link.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, user: { _id: account.user._id } });
    expect((await callApi(app, 'GET', '/user', { token: answer.body.token })).status).toBe(200);
    expect((await callApi(app, 'GET', '/user', { token: account.token })).status).toBe(401); // earlier sessions end

    const login = await callApi(app, 'POST', '/auth/login', { payload: { email: account.email, password: 'my-new-password' } });
    expect(login.status).toBe(200);
    expect((await callApi(app, 'POST', '/auth/login', { payload: { email: account.email, password: account.password } })).status).toBe(401);

    const reused = await reset(link.email, link.token, 'another-password');
    expect([reused.status, reused.body.message]).toEqual([400, 'This password reset link is invalid or has expired. Request a new one.']);
    expectStatedRule(reused, { method: 'POST', path: '/auth/reset-password', status: 400 });
  });

  it('answers the same for an unknown email, and mails nothing', async () => {
    const { status, body } = await forgot('ghost@example.test');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await readMailbox(app, 'ghost@example.test')).toEqual([]);
  });

  it('refuses a wrong token, another account email, an expired token and a replaced one', async () => {
    const account = await createUser(app);
    const other = await createUser(app);
    await forgot(account.email);
    const first = await resetLink(account.email);
    expect((await reset(account.email, 'x'.repeat(43))).status).toBe(400);
    expect((await reset(other.email, first.token)).status).toBe(400);

    await forgot(account.email);
    const second = await resetLink(account.email);
    expect((await reset(account.email, first.token)).status).toBe(400);

    await app.db.query(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    expect((await reset(account.email, second.token)).status).toBe(400);
  });

  it('verifies the email of an account that had not verified it, and clears its failed logins', async () => {
    const account = await createUser(app, { verified: false });
    const logIn = (password: string) => callApi(app, 'POST', '/auth/login', { payload: { email: account.email, password }, ip: '192.0.2.200' });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await logIn('wrong')).status).toBe(401);
    expect((await logIn('wrong')).status).toBe(429); // this address, for this account
    await forgot(account.email);
    const link = await resetLink(account.email);
    expect((await reset(link.email, link.token)).status).toBe(200);
    expect((await logIn('my-new-password')).status).toBe(200);
  });

  it('allows 5 reset emails an hour per email (429 with Retry-After after)', async () => {
    const account = await createUser(app);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await forgot(account.email, `198.51.100.${attempt}`)).status).toBe(200);
    const blocked = await forgot(account.email, '198.51.100.77');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many password reset requests\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await readMailbox(app, account.email)).toHaveLength(5);
  });

  it('allows 30 reset requests an hour per address, any emails (429 with Retry-After after)', async () => {
    const ip = '198.51.100.88';
    await app.db.query(`insert into throttle_events (bucket, key) select 'reset-request-ip', $1 from generate_series(1, 30)`, [ip]);
    const blocked = await forgot('anyone@example.test', ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await forgot('anyone@example.test', '198.51.100.89')).status).toBe(200);
    expectStatedRule(blocked, { method: 'POST', path: '/auth/forgot-password', status: 429, mentions: 'Too many password reset requests.' });
  });
});
