import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, expectStatedRule, mintToken } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

const refresh = (token: string) => callApi(app, 'POST', '/auth/verify', { token });

describe('POST /auth/verify (refresh)', () => {
  it('answers a fresh token and the current user', async () => {
    const { token, user } = await createUser(app, { roles: ['INVESTOR'] });
    const { status, body } = await refresh(token);
    expect(status).toBe(200);
    expect(body.token).not.toBe(token);
    expect(body.user).toMatchObject({ _id: user._id, roles: ['INVESTOR'] });
    expect((await refresh(body.token)).status).toBe(200);
  });

  it('answers 401 to an expired token', async () => {
    const { user } = await createUser(app);
    const expired = mintToken({ sub: user._id, now: Date.now() - 3601_000 });
    const { status, body } = await refresh(expired);
    expect(status).toBe(401);
    expect(body.message).toBe('Invalid or expired token');
  });

  it('answers 401 to a token revoked by logout', async () => {
    const { token } = await createUser(app);
    expect((await callApi(app, 'POST', '/auth/logout', { token })).status).toBe(200);
    expect((await refresh(token)).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token used, and only that one', async () => {
    const account = await createUser(app);
    const other = (await callApi(app, 'POST', '/auth/login', { payload: { email: account.email, password: account.password } })).body.token;
    const { status, body } = await callApi(app, 'POST', '/auth/logout', { token: account.token });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await callApi(app, 'GET', '/user', { token: account.token })).status).toBe(401);
    expect((await callApi(app, 'POST', '/auth/logout', { token: account.token })).status).toBe(401);
    expect((await callApi(app, 'GET', '/user', { token: other })).status).toBe(200);
  });
});

describe('POST /auth/update-password', () => {
  it('changes the password, revokes every earlier token and answers a new one', async () => {
    const account = await createUser(app);
    const otherSession = (await callApi(app, 'POST', '/auth/login', { payload: { email: account.email, password: account.password } })).body.token;
    const { status, body } = await callApi(app, 'POST', '/auth/update-password', {
      token: account.token,
      payload: { oldPassword: account.password, newPassword: 'brand-new-password', confirmNewPassword: 'brand-new-password' },
    });
    expect(status).toBe(200);
    expect(body.user._id).toBe(account.user._id);
    expect((await callApi(app, 'GET', '/user', { token: body.token })).status).toBe(200);
    expect((await callApi(app, 'GET', '/user', { token: account.token })).status).toBe(401);
    expect((await callApi(app, 'GET', '/user', { token: otherSession })).status).toBe(401);

    const oldLogin = await callApi(app, 'POST', '/auth/login', { payload: { email: account.email, password: account.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await callApi(app, 'POST', '/auth/login', { payload: { email: account.email, password: 'brand-new-password' } });
    expect(newLogin.status).toBe(200);
  });

  it.each([
    ['a wrong current password', { oldPassword: 'not my password', newPassword: 'brand-new-password', confirmNewPassword: 'brand-new-password' }, 'Your current password is incorrect.'],
    ['a confirmation that differs', { newPassword: 'brand-new-password', confirmNewPassword: 'brand-new-passw0rd' }, 'The new passwords do not match.'],
    ['the same password again', { newPassword: 'correct horse battery', confirmNewPassword: 'correct horse battery' }, 'The new password must be different from the current one.'],
    ['a short new password', { newPassword: 'short', confirmNewPassword: 'short' }, undefined],
  ])('answers 400 (not 401) to %s, and the session stays', async (_name, change, message) => {
    const account = await createUser(app);
    const answer = await callApi(app, 'POST', '/auth/update-password', {
      token: account.token,
      payload: { oldPassword: account.password, ...change },
    });
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.message).toBe(message);
    if (message) expectStatedRule(answer, { method: 'POST', path: '/auth/update-password', status: 400 });
    expect((await callApi(app, 'GET', '/user', { token: account.token })).status).toBe(200);
  });

  it('counts wrong current passwords as failed logins (429 past the limit)', async () => {
    const account = await createUser(app);
    const wrong = { oldPassword: 'not my password', newPassword: 'brand-new-password', confirmNewPassword: 'brand-new-password' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await callApi(app, 'POST', '/auth/update-password', { token: account.token, payload: wrong })).status).toBe(400);
    }
    const blocked = await callApi(app, 'POST', '/auth/update-password', { token: account.token, payload: wrong });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expectStatedRule(blocked, { method: 'POST', path: '/auth/update-password', status: 429, mentions: 'Too many failed login attempts.' });
  });
});
