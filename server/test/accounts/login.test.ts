import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, expectStatedRule, readMailbox, type TestUser } from '../helpers.js';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await createUser(app, { email: 'Dana.Login@example.test' });
}, 60_000);
afterAll(() => app?.close());

const login = (email: string, password: string, ip?: string) =>
  callApi(app, 'POST', '/auth/login', { payload: { email, password }, ...(ip ? { ip } : {}) });

describe('POST /auth/login', () => {
  it('answers the user and a fresh one-hour token, with any case of email', async () => {
    const first = await login('DANA.LOGIN@example.test', user.password);
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ _id: user.user._id, email: 'dana.login@example.test', roles: [], artists: [] });
    expect(JSON.stringify(first.body)).not.toMatch(/password|argon2/i);
    const claims = JSON.parse(Buffer.from(first.body.token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(3600);

    const second = await login(user.email, user.password);
    expect(second.body.token).not.toBe(first.body.token);
    const me = await callApi(app, 'GET', '/user', { token: second.body.token });
    expect(me.body._id).toBe(user.user._id);
  });

  it.each([
    ['a wrong password', 'dana.login@example.test', 'wrong password'],
    ['an unknown email', 'nobody@example.test', 'whatever-password'],
  ])('answers 401 to %s, the same message either way', async (_name, email, password) => {
    const answer = await login(email, password, '198.51.100.1');
    expect(answer.body.message).toBe('Invalid email or password.');
    expectStatedRule(answer, { method: 'POST', path: '/auth/login', status: 401 });
  });

  it('answers 403 with verificationRequired to an unverified account, and emails a code if none is live', async () => {
    const unverified = await createUser(app, { verified: false });
    const answer = await login(unverified.email, unverified.password);
    expectStatedRule(answer, { method: 'POST', path: '/auth/login', status: 403 });
    expect(answer.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Please verify your email address. We sent a 6-digit code to your email.',
      verificationRequired: true,
    });
    expect(await readMailbox(app, unverified.email)).toHaveLength(1);
    await login(unverified.email, unverified.password); // the code is still live: no second email
    expect(await readMailbox(app, unverified.email)).toHaveLength(1);
  });

  it('answers 401, not 403, to an unverified account with a wrong password', async () => {
    const unverified = await createUser(app, { verified: false });
    expect((await login(unverified.email, 'wrong password')).status).toBe(401);
  });

  it('answers 403 without verificationRequired to an archived account', async () => {
    const archived = await createUser(app, { archived: true });
    const answer = await login(archived.email, archived.password);
    expect(answer.body.message).toBe('This account has been deactivated. Contact support to restore it.');
    expectStatedRule(answer, { method: 'POST', path: '/auth/login', status: 403 });
    expect(answer.body.verificationRequired).toBeUndefined();
  });

  it('answers 400 to a malformed body', async () => {
    expect((await login('not-an-email', 'x')).status).toBe(400);
  });
});

describe('login throttling', () => {
  it('allows 10 failed logins an hour per account, then answers 429 even to the right password', async () => {
    const target = await createUser(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(target.email, `wrong ${attempt}`, `192.0.2.${attempt}`)).status).toBe(401);
    }
    const blocked = await login(target.email, target.password, '192.0.2.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Try again in (60|59) minutes\.$/);
    expectStatedRule(blocked, { method: 'POST', path: '/auth/login', status: 429, mentions: 'Too many failed login attempts.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Once the window has passed, the right password works again.
    await app.db.query(`update throttle_events set at = at - interval '1 hour' where key = $1`, [target.email]);
    expect((await login(target.email, target.password, '192.0.2.99')).status).toBe(200);
  });

  it('clears the account count after a successful login', async () => {
    const target = await createUser(app);
    for (let attempt = 1; attempt <= 9; attempt += 1) await login(target.email, 'wrong', '192.0.2.150');
    expect((await login(target.email, target.password, '192.0.2.150')).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await login(target.email, 'wrong', '192.0.2.150')).status).toBe(401);
  });

  it('allows 100 failed logins per 15 minutes from one address, across accounts', async () => {
    const ip = '203.0.113.50';
    await app.db.query(`insert into throttle_events (bucket, key) select 'login-failure-ip', $1 from generate_series(1, 99)`, [ip]);
    expect((await login('someone@example.test', 'wrong', ip)).status).toBe(401); // the 100th
    const other = await createUser(app);
    const blocked = await login(other.email, other.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await login(other.email, other.password, '203.0.113.51')).status).toBe(200);
  });
});
