import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureLoginGate, LOGIN_GATE_DEFAULTS } from '../../accounts/login.js';
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
  const events = (bucket: string, key: string, count: number) =>
    app.db.query(`insert into throttle_events (bucket, key) select $1, $2 from generate_series(1, $3::int)`, [bucket, key, count]);
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  it('does not lock anyone out: after many wrong passwords from others, the right one from a clean address signs in at once', async () => {
    configureLoginGate(app, { spacingMs: 50, maxWaiting: 10 }); // the wrong passwords past 10 are spaced
    const admin = await createUser(app, { roles: ['ADMIN'] });
    for (const ip of ['192.0.2.1', '192.0.2.2']) {
      for (let attempt = 1; attempt <= 10; attempt += 1) expect((await login(admin.email, `wrong ${attempt}`, ip)).status).toBe(401);
      expect((await login(admin.email, admin.password, ip)).status).toBe(429); // that address is stopped for this account
    }
    await events('login-failure-account', admin.email, 100); // and many more from a botnet
    configureLoginGate(app, LOGIN_GATE_DEFAULTS); // the real spacing: 1 s
    const { result, ms } = await timed(() => login(admin.email, admin.password, '192.0.2.99'));
    expect(result.status).toBe(200);
    expect(result.body.user._id).toBe(admin.user._id);
    expect(ms).toBeLessThan(5_000); // about a second at most, never minutes
  });

  it('answers 429 with Retry-After to one address past 10 failures in 15 minutes for one account, until the window passes', async () => {
    configureLoginGate(app, { spacingMs: 50, maxWaiting: 10 });
    const target = await createUser(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await login(target.email, `wrong ${attempt}`, '192.0.2.10')).status).toBe(401);
    const blocked = await login(target.email, target.password, '192.0.2.10');
    expect(blocked.status).toBe(429);
    expectStatedRule(blocked, { method: 'POST', path: '/auth/login', status: 429, mentions: 'Too many failed login attempts.' });
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Try again in 1[45] minutes\.$/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await login(target.email, target.password, '192.0.2.11')).status).toBe(200); // another address

    await app.db.query(`update throttle_events set at = at - interval '15 minutes' where key like $1`, [`${target.email} %`]);
    expect((await login(target.email, target.password, '192.0.2.10')).status).toBe(200);
  });

  it('counts an email without an account the same way', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await login('Nobody.Here@example.test', 'wrong', '192.0.2.12')).status).toBe(401);
    const blocked = await login('nobody.here@example.test', 'wrong', '192.0.2.12');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('clears the count of an account and address after a successful login from there', async () => {
    const target = await createUser(app);
    for (let attempt = 1; attempt <= 9; attempt += 1) await login(target.email, 'wrong', '192.0.2.150');
    expect((await login(target.email, target.password, '192.0.2.150')).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await login(target.email, 'wrong', '192.0.2.150')).status).toBe(401);
  });

  it('allows 100 failed logins per 15 minutes from one address, across accounts', async () => {
    const ip = '203.0.113.50';
    await events('login-failure-ip', ip, 99);
    expect((await login('someone@example.test', 'wrong', ip)).status).toBe(401); // the 100th
    const other = await createUser(app);
    const blocked = await login(other.email, other.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Try again in 1[45] minutes\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await login(other.email, other.password, '203.0.113.51')).status).toBe(200);
  });

  it('counts IPv6 addresses by their /64 network', async () => {
    const target = await createUser(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await login(target.email, 'wrong', `2001:db8:5:6::${attempt}`)).status).toBe(401);
    expect((await login(target.email, target.password, '2001:db8:5:6::99')).status).toBe(429);
    expect((await login(target.email, target.password, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('spaces attempts on an account past 10 failures in an hour, one at a time', async () => {
    const spacingMs = 50;
    configureLoginGate(app, { spacingMs, maxWaiting: 10 });
    const target = await createUser(app);
    await events('login-failure-account', target.email, 10);
    const addresses = ['198.51.100.20', '198.51.100.21', '198.51.100.22', '198.51.100.23', '198.51.100.24'];
    const { result, ms } = await timed(() => Promise.all(addresses.map((ip) => login(target.email, 'wrong', ip))));
    expect(result.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    // Five attempts started at least 50 ms apart: the last starts 200 ms after the first.
    expect(ms).toBeGreaterThanOrEqual((addresses.length - 1) * spacingMs * 0.8);
  });

  it('serves a clean address ahead of the others, and past the queue answers 429 with Retry-After', async () => {
    configureLoginGate(app, { spacingMs: 500, maxWaiting: 2 }); // wide enough for all five to queue before the second turn
    const target = await createUser(app);
    const attacker = '198.51.100.30';
    await events('login-failure-account', target.email, 10);
    await events('login-failure-account-ip', `${target.email} ${attacker}`, 1);
    const finished: string[] = [];
    const attempt = (name: string, password: string, ip: string) =>
      login(target.email, password, ip).then((answer) => {
        finished.push(name);
        return answer;
      });
    // One runs, two wait, one is refused; the owner (no failures from their address) goes next.
    const answers = await Promise.all([
      attempt('attacker 1', 'wrong', attacker),
      attempt('attacker 2', 'wrong', attacker),
      attempt('attacker 3', 'wrong', attacker),
      attempt('attacker 4', 'wrong', attacker),
      attempt('owner', target.password, '198.51.100.31'),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses[4]).toBe(200);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.message).toMatch(/^Too many login attempts for this email right now\. Try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5);
    // The refused one finishes first; of the others only the attempt already running may beat the owner.
    expect(finished.indexOf('owner')).toBeLessThanOrEqual(2);
  });

  /** 15 addresses × 4 connections guessing until `stop()`; resolves once one was refused (the queues are full). */
  const guessFrom = async (email: string, attackers: string[]) => {
    let stopped = false;
    let refused = 0;
    const guessing = attackers.flatMap((ip) =>
      Array.from({ length: 4 }, async () => {
        while (!stopped) {
          const answer = await login(email, 'wrong', ip);
          expect([401, 429]).toContain(answer.status);
          if (answer.status === 429) refused += 1;
        }
      }),
    );
    while (refused === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    return async () => {
      stopped = true;
      await Promise.all(guessing);
    };
  };
  const addresses = (first: number) => Array.from({ length: 15 }, (_, index) => `198.51.100.${first + index}`);

  it("lets the owner in from an address they signed in from before, while 15 new addresses' guesses fill the queues", async () => {
    // Each guessing address is clean until its first guess fails: their first guesses fill the
    // clean queue (2 places here) and the rest are refused.
    configureLoginGate(app, { spacingMs: 1000, maxWaiting: 2 });
    const target = await createUser(app);
    const home = '192.0.2.200';
    expect((await login(target.email, target.password, home)).status).toBe(200);
    await events('login-failure-account', target.email, 10); // the account is spaced from the start
    const stop = await guessFrom(target.email, addresses(100));
    try {
      expect((await login(target.email, target.password, home)).status).toBe(200);
    } finally {
      await stop();
    }
  });

  it('lets the owner in from a new address while 15 addresses that have failed guess concurrently', async () => {
    configureLoginGate(app, { spacingMs: 50, maxWaiting: 10 });
    const target = await createUser(app);
    const attackers = addresses(130);
    await events('login-failure-account', target.email, 10);
    for (const ip of attackers) await events('login-failure-account-ip', `${target.email} ${ip}`, 1);
    const stop = await guessFrom(target.email, attackers);
    try {
      expect((await login(target.email, target.password, '192.0.2.201')).status).toBe(200);
    } finally {
      await stop();
    }
  });

  it('checks the current password of a password change under the same throttle', async () => {
    const account = await createUser(app);
    await events('login-failure-account', account.email, 50); // many failures from elsewhere do not stop the owner
    const change = (oldPassword: string) =>
      callApi(app, 'POST', '/auth/update-password', {
        token: account.token,
        payload: { oldPassword, newPassword: 'brand-new-password', confirmNewPassword: 'brand-new-password' },
        ip: '198.51.100.40',
      });
    expect((await change('not my password')).status).toBe(400);
    expect((await change(account.password)).status).toBe(200);
    const { rows } = await app.db.query(`select 1 from throttle_events where key = $1 or key like $2`, [account.email, `${account.email} %`]);
    expect(rows).toEqual([]); // a new password clears the account's counts
  });
});
