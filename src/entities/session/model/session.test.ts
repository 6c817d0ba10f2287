import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiAuth, queryClient, type components } from '@/shared/api';
import { tokenStore } from '@/shared/lib/session-token';
import { makeUser as makeTestUser } from '../index.testing';
import { isAdmin, isInvestorOnly } from './roles';
import {
  $isAdmin,
  $isAuthenticated,
  $isDistributed,
  $isInvestorOnly,
  $session,
  $signOutNotice,
  $user,
  ARCHIVED_SIGN_OUT_MESSAGE,
  AutoLoginError,
  authFailed,
  initialSessionState,
  isVerificationRequiredError,
  loginFx,
  logoutRequested,
  refreshFx,
  resetPasswordFx,
  sessionEnded,
  sessionRefreshed,
  sessionStarted,
  updatePasswordFx,
  userReceived,
  verifyCodeFx,
} from './session';

type User = components['schemas']['User'];

// A distributed artist unless a test says otherwise.
const makeUser = (overrides: Partial<User> = {}): User => makeTestUser({ permissions: { isDistributed: true }, ...overrides });

const USER = makeUser();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface Call {
  method: string;
  path: string;
  search: string;
  auth: string | null;
  body: unknown;
}

type Route = (call: Call) => Response | Promise<Response>;

/** Stubs fetch; `routes` maps `METHOD /path` to an answer. Unrouted calls answer 404. */
function stubApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = request.body ? await request.clone().text() : '';
      const call: Call = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        search: url.search,
        auth: request.headers.get('Authorization'),
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      return route ? route(call) : json(404, { statusCode: 404, error: 'Not Found', message: 'No route' });
    }),
  );
  return calls;
}

let scope: Scope;

beforeEach(() => {
  tokenStore.clear();
  scope = fork();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureApiAuth({});
  tokenStore.clear();
});

describe('initial state', () => {
  it('is loading, with no token, no user and no verification required', () => {
    expect(scope.getState($session)).toEqual({ loading: true, token: null, user: null, verificationRequired: false });
    expect(initialSessionState.loading).toBe(true);
    expect(scope.getState($isAuthenticated)).toBe(false);
  });
});

describe('sessionStarted / refreshFx', () => {
  it('with no stored token only ends loading (no call)', async () => {
    const calls = stubApi({});
    await allSettled(sessionStarted, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState($session)).toEqual({ loading: false, token: null, user: null, verificationRequired: false });
  });

  it('with a stored token posts /auth/verify with it and stores the returned token and user', async () => {
    tokenStore.set('stored');
    const calls = stubApi({ 'POST /auth/verify': () => json(200, { token: 'fresh', user: USER }) });
    await allSettled(sessionStarted, { scope });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual(['POST /auth/verify Bearer stored']);
    expect(scope.getState($session)).toEqual({ loading: false, token: 'fresh', user: USER, verificationRequired: false });
    expect(tokenStore.get()).toBe('fresh');
    expect(scope.getState($isAuthenticated)).toBe(true);
  });

  it.each([401, 403, 404])('clears the token when the server answers %i', async (status) => {
    tokenStore.set('stale');
    stubApi({ 'POST /auth/verify': () => json(status, { statusCode: status, error: 'x', message: 'Invalid token' }) });
    await allSettled(sessionStarted, { scope });
    expect(tokenStore.get()).toBeNull();
    expect(scope.getState($session)).toMatchObject({ loading: false, token: null, user: null });
  });

  it('keeps the token when the server answers 500 or more', async () => {
    tokenStore.set('kept');
    stubApi({ 'POST /auth/verify': () => json(503, { statusCode: 503, error: 'Unavailable', message: 'down' }) });
    await allSettled(sessionStarted, { scope });
    expect(tokenStore.get()).toBe('kept');
    expect(scope.getState($session)).toMatchObject({ loading: false, token: 'kept', user: null });
  });

  it('keeps the token when the server cannot be reached', async () => {
    tokenStore.set('kept');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await allSettled(sessionStarted, { scope });
    expect(tokenStore.get()).toBe('kept');
    expect(scope.getState($session).loading).toBe(false);
  });

  it('offline at start, waits with the token and verifies it when the connection is back', async () => {
    tokenStore.set('kept');
    const browser = { onLine: false };
    const browserWindow = new EventTarget();
    vi.stubGlobal('navigator', browser);
    vi.stubGlobal('window', browserWindow);
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const started = allSettled(sessionStarted, { scope });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($session)).toMatchObject({ loading: true, token: 'kept', user: null });

    browser.onLine = true;
    stubApi({ 'POST /auth/verify': () => json(200, { token: 'fresh', user: USER }) });
    browserWindow.dispatchEvent(new Event('online'));
    await started;
    expect(scope.getState($session)).toMatchObject({ loading: false, token: 'fresh', user: USER });
  });

  it('refreshFx can be called again later and replaces token and user', async () => {
    tokenStore.set('one');
    stubApi({ 'POST /auth/verify': (c) => json(200, { token: `${c.auth}-next`, user: USER }) });
    await allSettled(refreshFx, { scope });
    expect(scope.getState($session).token).toBe('Bearer one-next');
  });
});

describe('loginFx', () => {
  it('stores user and token, ends loading, then checks the distribution status with userId and accountEmail', async () => {
    const calls = stubApi({
      'POST /auth/login': () => json(200, { token: 'tok', user: makeUser({ permissions: { isDistributed: false } }) }),
      'GET /nm/check-if-distributed-artist': () => json(200, true),
    });
    await allSettled(loginFx, { scope, params: { email: 'artist@demo.test', password: 'demo-password' } });

    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/login', body: { email: 'artist@demo.test', password: 'demo-password' } });
    const check = calls[1];
    expect(check?.path).toBe('/nm/check-if-distributed-artist');
    expect(Object.fromEntries(new URLSearchParams(check?.search))).toEqual({
      userId: USER._id,
      accountEmail: USER.email,
    });
    expect(check?.auth).toBe('Bearer tok');
    expect(scope.getState($session)).toMatchObject({ loading: false, token: 'tok', verificationRequired: false });
    expect(scope.getState($isDistributed)).toBe(true);
    expect(tokenStore.get()).toBe('tok');
  });

  it('sets isDistributed to false when the distribution check fails', async () => {
    stubApi({
      'POST /auth/login': () => json(200, { token: 'tok', user: USER }),
      'GET /nm/check-if-distributed-artist': () => json(500, { statusCode: 500, error: 'x', message: 'boom' }),
    });
    await allSettled(loginFx, { scope, params: { email: 'a@b.test', password: 'password1' } });
    expect(scope.getState($user)?.permissions.isDistributed).toBe(false);
    expect(scope.getState($isDistributed)).toBe(false);
    expect(scope.getState($isAuthenticated)).toBe(true);
  });

  it('a failed login rejects with the API message and changes neither token nor user', async () => {
    stubApi({
      'POST /auth/login': () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }),
    });
    const result = await allSettled(loginFx, { scope, params: { email: 'a@b.test', password: 'wrong-pass' } });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe('Invalid email or password');
    expect(scope.getState($session)).toMatchObject({ token: null, user: null, verificationRequired: false });
    expect(tokenStore.get()).toBeNull();
  });

  it('flags verificationRequired when the account is not verified (403)', async () => {
    stubApi({
      'POST /auth/login': () =>
        json(403, { statusCode: 403, error: 'Forbidden', message: 'Email not verified', verificationRequired: true }),
    });
    await allSettled(loginFx, { scope, params: { email: 'a@b.test', password: 'password1' } });
    expect(scope.getState($session).verificationRequired).toBe(true);
  });
});

describe('isVerificationRequiredError', () => {
  it('is the 403 with verificationRequired: true (LoginForbiddenError), not an archived account', async () => {
    const { ApiError } = await import('@/shared/api');
    const unverified = { statusCode: 403, error: 'Forbidden', message: 'Please verify your email address.', verificationRequired: true };
    expect(isVerificationRequiredError(new ApiError({ status: 403, message: 'x', body: unverified }))).toBe(true);
    expect(
      isVerificationRequiredError(new ApiError({ status: 403, message: 'Account archived', body: { statusCode: 403, message: 'Account archived' } })),
    ).toBe(false);
    expect(isVerificationRequiredError(new ApiError({ status: 401, message: 'x', body: unverified }))).toBe(false);
    expect(isVerificationRequiredError(new Error('boom'))).toBe(false);
  });
});

describe('logout', () => {
  async function signIn() {
    stubApi({
      'POST /auth/login': () => json(200, { token: 'tok', user: USER }),
      'GET /nm/check-if-distributed-artist': () => json(200, true),
    });
    await allSettled(loginFx, { scope, params: { email: 'a@b.test', password: 'password1' } });
  }

  it('clears user and token, posts /auth/logout with the old token, and clears the query cache', async () => {
    await signIn();
    queryClient.setQueryData(['private'], { secret: 1 });
    const calls = stubApi({ 'POST /auth/logout': () => json(200, { success: true }) });

    await allSettled(logoutRequested, { scope });

    expect(scope.getState($session)).toEqual({ loading: false, token: null, user: null, verificationRequired: false });
    expect(tokenStore.get()).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual(['POST /auth/logout Bearer tok']);
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
  });

  it('a failed logout call is only logged', async () => {
    await signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ 'POST /auth/logout': () => json(500, { statusCode: 500, error: 'x', message: 'boom' }) });
    await allSettled(logoutRequested, { scope });
    expect(warn).toHaveBeenCalled();
    expect(scope.getState($user)).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it('without a token it makes no call', async () => {
    const calls = stubApi({});
    await allSettled(logoutRequested, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState($session).loading).toBe(false);
  });
});

describe('sessionEnded (the server ended the session)', () => {
  it('signs out at once and keeps why for the login page until the next sign-in', async () => {
    stubApi({
      'POST /auth/login': () => json(200, { token: 'tok', user: USER }),
      'GET /nm/check-if-distributed-artist': () => json(200, true),
      'POST /auth/logout': () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await allSettled(loginFx, { scope, params: { email: 'a@b.test', password: 'password1' } });

    await allSettled(sessionEnded, { scope, params: { reason: 'archived' } });
    expect(scope.getState($user)).toBeNull();
    expect(tokenStore.get()).toBeNull();
    expect(scope.getState($signOutNotice)).toBe(ARCHIVED_SIGN_OUT_MESSAGE);

    await allSettled(loginFx, { scope, params: { email: 'a@b.test', password: 'password1' } });
    expect(scope.getState($signOutNotice)).toBeNull();
  });

  it('an ordinary sign-out leaves no message', async () => {
    stubApi({});
    await allSettled(logoutRequested, { scope });
    expect(scope.getState($signOutNotice)).toBeNull();
  });
});

describe('updatePasswordFx', () => {
  it('stores the new user and token', async () => {
    tokenStore.set('old');
    const renamed = makeUser({ firstName: 'New' });
    const calls = stubApi({ 'POST /auth/update-password': () => json(200, { token: 'new', user: renamed }) });
    const body = { oldPassword: 'old-password', newPassword: 'new-password', confirmNewPassword: 'new-password' };
    await allSettled(updatePasswordFx, { scope, params: body });
    expect(calls[0]?.body).toEqual(body);
    expect(scope.getState($session)).toMatchObject({ token: 'new', user: renamed });
    expect(tokenStore.get()).toBe('new');
  });
});

describe('verifyCodeFx', () => {
  it('stores user and token when success is true', async () => {
    stubApi({ 'POST /auth/verify-code': () => json(200, { success: true, token: 'tok', user: USER }) });
    await allSettled(verifyCodeFx, { scope, params: { email: USER.email, code: '123456' } });
    expect(scope.getState($session)).toMatchObject({ loading: false, token: 'tok', user: USER, verificationRequired: false });
    expect(tokenStore.get()).toBe('tok');
  });

  it('stores nothing when success is false', async () => {
    stubApi({ 'POST /auth/verify-code': () => json(200, { success: false, message: 'Wrong code', token: 'tok', user: USER }) });
    await allSettled(verifyCodeFx, { scope, params: { email: USER.email, code: '000000' } });
    expect(scope.getState($session)).toMatchObject({ token: null, user: null });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('resetPasswordFx', () => {
  const params = { email: USER.email, password: 'brand-new-pass', resetPasswordToken: 'reset-token-0123456789' };

  it('stores the session the reset answers (the automatic login), then checks the distribution status', async () => {
    const calls = stubApi({
      'POST /auth/reset-password': () => json(200, { success: true, token: 'reset-tok', user: USER }),
      'GET /nm/check-if-distributed-artist': () => json(200, false),
    });
    const result = await allSettled(resetPasswordFx, { scope, params });

    expect(result.status).toBe('done');
    expect(calls.map((c) => c.path)).toEqual(['/auth/reset-password', '/nm/check-if-distributed-artist']);
    expect(calls[0]?.body).toEqual(params);
    expect(calls[1]?.auth).toBe('Bearer reset-tok');
    expect(scope.getState($session)).toMatchObject({ token: 'reset-tok', loading: false, verificationRequired: false });
    expect(scope.getState($isDistributed)).toBe(false);
    expect(tokenStore.get()).toBe('reset-tok');
  });

  it('logs in with the new password when the reset answers no session', async () => {
    const calls = stubApi({
      'POST /auth/reset-password': () => json(200, { success: true }),
      'POST /auth/login': () => json(200, { token: 'tok', user: USER }),
      'GET /nm/check-if-distributed-artist': () => json(200, false),
    });
    const result = await allSettled(resetPasswordFx, { scope, params });

    expect(result.status).toBe('done');
    expect(calls.map((c) => c.path)).toEqual(['/auth/reset-password', '/auth/login', '/nm/check-if-distributed-artist']);
    expect(calls[1]?.body).toEqual({ email: USER.email, password: 'brand-new-pass' });
    expect(scope.getState($session)).toMatchObject({ token: 'tok', loading: false });
  });

  it('reports a failed automatic login as an AutoLoginError (the password did change)', async () => {
    stubApi({
      'POST /auth/reset-password': () => json(200, { success: true }),
      'POST /auth/login': () => json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }),
    });
    const result = await allSettled(resetPasswordFx, { scope, params });
    expect(result.status).toBe('fail');
    expect(result.value).toBeInstanceOf(AutoLoginError);
    expect(result.value).toMatchObject({ status: 429, message: 'Slow down', passwordChanged: true });
  });

  it('does not log in when the reset fails', async () => {
    const calls = stubApi({
      'POST /auth/reset-password': () => json(400, { statusCode: 400, error: 'Bad Request', message: 'Reset link expired' }),
    });
    const result = await allSettled(resetPasswordFx, { scope, params: { ...params, resetPasswordToken: 'bad' } });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe('Reset link expired');
    expect(calls).toHaveLength(1);
    expect(scope.getState($user)).toBeNull();
  });
});

describe('userReceived', () => {
  it('replaces the user and keeps the token', async () => {
    scope = fork({ values: [[$session, { ...initialSessionState, loading: false, token: 't', user: USER }]] });
    const updated = makeUser({ displayName: 'Renamed' });
    await allSettled(userReceived, { scope, params: updated });
    expect(scope.getState($session)).toMatchObject({ token: 't', user: updated });
  });
});

describe('role stores and helpers', () => {
  it.each([
    [[], false, false],
    [['ADMIN'], true, false],
    [['INVESTOR'], false, true],
    [['ADMIN', 'INVESTOR'], true, false],
  ] as const)('roles %j → admin %s, investor-only %s', async (roles, admin, investorOnly) => {
    const user = makeUser({ roles: [...roles] });
    expect(isAdmin(user)).toBe(admin);
    expect(isInvestorOnly(user)).toBe(investorOnly);
    await allSettled(userReceived, { scope, params: user });
    expect(scope.getState($isAdmin)).toBe(admin);
    expect(scope.getState($isInvestorOnly)).toBe(investorOnly);
  });

  it('no user is neither', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isInvestorOnly(undefined)).toBe(false);
  });
});

describe('API client wiring (configureApiAuth)', () => {
  it('a token refreshed by the client middleware updates the model', async () => {
    stubApi({});
    await allSettled(sessionStarted, { scope });
    tokenStore.set('old');
    const renamed = makeUser({ displayName: 'Fresh' });
    stubApi({
      'GET /user': (c) => (c.auth === 'Bearer new' ? json(200, renamed) : json(401, { message: 'expired' })),
      'POST /auth/verify': () => json(200, { token: 'new', user: renamed }),
    });
    const { apiClient, unwrap } = await import('@/shared/api');
    await unwrap(apiClient.GET('/user'));
    await allSettled(scope);
    expect(scope.getState($session)).toMatchObject({ token: 'new', user: renamed });
  });

  it('an authentication failure in the client logs out', async () => {
    scope = fork({ values: [[$session, { ...initialSessionState, loading: false, token: 'old', user: USER }]] });
    stubApi({});
    await allSettled(sessionStarted, { scope });
    tokenStore.set('old');
    stubApi({ 'GET /user': () => json(401, { message: 'expired' }), 'POST /auth/verify': () => json(401, { message: 'no' }) });
    const { apiClient, unwrap } = await import('@/shared/api');
    await expect(unwrap(apiClient.GET('/user'))).rejects.toThrow('Authentication failed. Please log in again.');
    await allSettled(scope);
    expect(scope.getState($session)).toMatchObject({ token: null, user: null });
  });

  it('sessionRefreshed and authFailed can be fired directly', async () => {
    await allSettled(sessionRefreshed, { scope, params: { token: 'x', user: USER } });
    expect(scope.getState($session)).toMatchObject({ token: 'x', user: USER });
    stubApi({ 'POST /auth/logout': () => json(200, { success: true }) });
    await allSettled(authFailed, { scope });
    expect(scope.getState($user)).toBeNull();
  });
});

describe('sessionStarted is idempotent', () => {
  it('refreshes only once per scope', async () => {
    tokenStore.set('stored');
    const calls = stubApi({ 'POST /auth/verify': () => json(200, { token: 'fresh', user: USER }) });
    await allSettled(sessionStarted, { scope });
    await allSettled(sessionStarted, { scope });
    expect(calls).toHaveLength(1);
  });
});
