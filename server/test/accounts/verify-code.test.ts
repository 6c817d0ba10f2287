import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, expectStatedRule, readMailbox } from '../helpers.js';

const VERIFY = { method: 'POST', path: '/auth/verify-code' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

let count = 0;
/** Signs up a new account; answers its email and the code that was mailed. */
async function signUp(): Promise<{ email: string; password: string; code: string }> {
  count += 1;
  const email = `verify${count}@example.test`;
  const password = 'a-long-password';
  const payload = { firstName: 'Ravi', lastName: 'Shah', email, artistName: 'Ravi', password, phoneNumber: '+1 415 555 0100', ...ACCEPTED_USER_AGREEMENT };
  expect((await callApi(app, 'POST', '/auth/user-sign-up', { payload })).status).toBe(201);
  return { email, password, code: await latestCode(email) };
}

async function latestCode(email: string): Promise<string> {
  const [message] = await readMailbox(app, email);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const verify = (email: string, code: string) => callApi(app, 'POST', '/auth/verify-code', { payload: { email, code } });
const resend = (email: string) => callApi(app, 'POST', '/auth/verify-code', { payload: { email, resend: true } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /auth/verify-code', () => {
  it('verifies the email with the right code and signs the user in', async () => {
    const account = await signUp();
    const { status, body } = await verify(account.email, account.code);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, user: { email: account.email } });
    expect((await callApi(app, 'GET', '/user', { token: body.token })).status).toBe(200);
    expect((await callApi(app, 'POST', '/auth/login', { payload: { email: account.email, password: account.password } })).status).toBe(200);

    const again = await verify(account.email, account.code);
    expect([again.status, again.body.message]).toEqual([400, 'This email address is already verified. Please sign in.']);
    expectStatedRule(again, { ...VERIFY, status: 400 });
  });

  it('answers 400 to a wrong code and to an unknown email', async () => {
    const account = await signUp();
    const wrong = await verify(account.email, otherCode(account.code));
    expect([wrong.status, wrong.body.message]).toEqual([400, 'The code is incorrect.']);
    const unknown = await verify('nobody@example.test', '123456');
    expect([unknown.status, unknown.body.message]).toEqual([400, 'The code is incorrect.']);
    for (const answer of [wrong, unknown]) expectStatedRule(answer, { ...VERIFY, status: 400 });
    expect((await verify(account.email, account.code)).status).toBe(200);
  });

  it('answers 400 to an expired code', async () => {
    const account = await signUp();
    await app.db.query(`update email_verification_codes set expires_at = now() - interval '1 second'
                          where user_id = (select id from users where email = $1)`, [account.email]);
    const expired = await verify(account.email, account.code);
    expect([expired.status, expired.body.message]).toEqual([400, 'This code has expired. Request a new code.']);
    expectStatedRule(expired, { ...VERIFY, status: 400 });
  });

  it('gives up a code after 5 wrong attempts (429), until a new one is sent', async () => {
    const account = await signUp();
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verify(account.email, otherCode(account.code))).status).toBe(400);
    const fifth = await verify(account.email, otherCode(account.code));
    expect([fifth.status, fifth.body.message]).toEqual([429, 'Too many incorrect codes. Request a new code.']);
    expect(fifth.headers['retry-after']).toBeDefined();
    expectStatedRule(fifth, { ...VERIFY, status: 429 });
    expect((await verify(account.email, account.code)).status).toBe(429); // even the right one

    await app.db.query(`delete from throttle_events where bucket = 'verification-email'`);
    expect((await resend(account.email)).status).toBe(200);
    expect((await verify(account.email, await latestCode(account.email))).status).toBe(200);
  });

  it('resends a new code; the previous one stops working', async () => {
    const account = await signUp();
    await app.db.query(`delete from throttle_events where bucket = 'verification-email'`);
    const { status, body } = await resend(account.email);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: `A new code is on its way to ${account.email}. It expires in 15 minutes.` });
    const fresh = await latestCode(account.email);
    expect(await readMailbox(app, account.email)).toHaveLength(2);
    if (fresh !== account.code) expect((await verify(account.email, account.code)).status).toBe(400);
    expect((await verify(account.email, fresh)).status).toBe(200);
  });

  it('limits resends to one a minute (429 with Retry-After)', async () => {
    const account = await signUp(); // the sign-up mailed a code a moment ago
    const answer = await resend(account.email);
    const { body, headers } = answer;
    expect(body.message).toMatch(/^Please wait (\d+ seconds|1 minute) before requesting another code\.$/);
    expectStatedRule(answer, { ...VERIFY, status: 429, mentions: 'before requesting another code.' });
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('limits resends to 5 an hour', async () => {
    const account = await signUp();
    await app.db.query(`update throttle_events set at = now() - interval '10 minutes' where bucket = 'verification-email'`);
    await app.db.query(
      `insert into throttle_events (bucket, key, at)
       select 'verification-email', id, now() - interval '10 minutes' from users, generate_series(1, 4) where email = $1`,
      [account.email],
    );
    const answer = await resend(account.email);
    expectStatedRule(answer, { ...VERIFY, status: 429, mentions: 'before requesting another code.' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('answers a resend for an unknown email like any other, and mails nothing', async () => {
    const { status, body } = await resend('stranger@example.test');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(await readMailbox(app, 'stranger@example.test')).toEqual([]);
  });
});
