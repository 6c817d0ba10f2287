import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createTokenStore, keepEarlyGet, type TokenStore } from '@/shared/lib/session-token';
import { configureApiAuth, createApiClient, type ApiClient, type RefreshedSession } from './client';
import { resolveApiBaseUrl } from './config';
import { ApiError, AUTH_FAILED_MESSAGE, NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from './errors';
import type { components } from './generated/openapi';
import { unwrap } from './unwrap';

const BASE = 'http://api.test/api';
const USER = { _id: '0123456789abcdef01234567', email: 'artist@demo.test' };

function json(status: number, body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    status,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

interface Call {
  method: string;
  path: string;
  auth: string | null;
  body: string;
}

/** Stubs `globalThis.fetch` with a handler and records every request it sees. */
function stubFetch(handler: (request: Request, call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const call: Call = {
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\/api/, ''),
      auth: request.headers.get('Authorization'),
      body: request.body ? await request.clone().text() : '',
    };
    calls.push(call);
    if (request.signal.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    return handler(request, call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function rejection(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
}

let tokens: TokenStore;
let onAuthFailure: ReturnType<typeof vi.fn<() => void>>;
let onTokenRefreshed: ReturnType<typeof vi.fn<(session: RefreshedSession) => void>>;
let client: ApiClient;

beforeEach(() => {
  tokens = createTokenStore(null);
  onAuthFailure = vi.fn<() => void>();
  onTokenRefreshed = vi.fn<(session: RefreshedSession) => void>();
  client = createApiClient({ baseUrl: BASE, tokenStore: tokens, hooks: () => ({ onAuthFailure, onTokenRefreshed }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bearer token', () => {
  it('sends no Authorization header while no token is stored', async () => {
    const { calls } = stubFetch(() => json(200, USER));
    await expect(unwrap(client.GET('/user'))).resolves.toEqual(USER);
    expect(calls[0]?.auth).toBeNull();
  });

  it('sends the stored token as a bearer token', async () => {
    tokens.set('token-1');
    const { calls } = stubFetch(() => json(200, USER));
    await unwrap(client.GET('/user'));
    expect(calls[0]?.auth).toBe('Bearer token-1');
  });

  it('unwrap resolves to the typed success body of the operation', () => {
    type User = components['schemas']['User'];
    expectTypeOf(() => unwrap(client.GET('/user'))).returns.resolves.toEqualTypeOf<User>();
  });

  it('calls the configured base URL', async () => {
    const { fetchMock } = stubFetch(() => json(200, USER));
    await unwrap(client.GET('/user'));
    expect(fetchMock.mock.calls[0]?.[0].url).toBe(`${BASE}/user`);
  });
});

describe('the head script’s early GET (index.html)', () => {
  afterEach(() => keepEarlyGet(undefined));

  it('answers the page’s request for that address with the early answer instead of sending it again', async () => {
    tokens.set('token-1');
    keepEarlyGet({ token: 'token-1', url: `${BASE}/user`, response: Promise.resolve(json(200, USER)) }, tokens);
    const { fetchMock } = stubFetch(() => json(500, {}));
    await expect(unwrap(client.GET('/user'))).resolves.toEqual(USER);
    expect(fetchMock).not.toHaveBeenCalled();
    // Once: the next request for it goes to the server.
    await rejection(unwrap(client.GET('/user')));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends the request again when the early one could not reach the server', async () => {
    tokens.set('token-1');
    keepEarlyGet({ token: 'token-1', url: `${BASE}/user`, response: Promise.reject(new TypeError('Failed to fetch')) }, tokens);
    const { fetchMock } = stubFetch(() => json(200, USER));
    await expect(unwrap(client.GET('/user'))).resolves.toEqual(USER);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('401 → refresh → retry once', () => {
  it('refreshes through POST /auth/verify with the current token, stores the new one and retries', async () => {
    tokens.set('old');
    const { calls } = stubFetch((_request, call) => {
      if (call.path === '/auth/verify') return json(200, { token: 'new', user: USER });
      return call.auth === 'Bearer new' ? json(200, USER) : json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' });
    });

    await expect(unwrap(client.GET('/user'))).resolves.toEqual(USER);

    expect(calls.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual([
      'GET /user Bearer old',
      'POST /auth/verify Bearer old',
      'GET /user Bearer new',
    ]);
    expect(tokens.get()).toBe('new');
    expect(onTokenRefreshed).toHaveBeenCalledWith({ token: 'new', user: USER });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('replays the original request body on the retry', async () => {
    tokens.set('old');
    const { calls } = stubFetch((_request, call) => {
      if (call.path === '/auth/verify') return json(200, { token: 'new', user: USER });
      return call.auth === 'Bearer new' ? json(200, USER) : json(401, { message: 'Token expired' });
    });

    await unwrap(client.POST('/user/link-artist', { body: { artistId: '0123456789abcdef01234567' } }));

    const posts = calls.filter((c) => c.path === '/user/link-artist');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toBe(posts[0]?.body);
    expect(JSON.parse(posts[1]?.body ?? '')).toEqual({ artistId: '0123456789abcdef01234567' });
  });

  it('does not loop when the retried request answers 401 too', async () => {
    tokens.set('old');
    const { calls } = stubFetch((_request, call) => {
      if (call.path === '/auth/verify') return json(200, { token: 'new', user: USER });
      return json(401, { statusCode: 401, error: 'Unauthorized', message: 'Still no' });
    });

    const error = await rejection(unwrap(client.GET('/user')));

    expect(calls).toHaveLength(3);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Still no');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 from an auth URL', async () => {
    tokens.set('old');
    const { calls } = stubFetch(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }),
    );

    const error = await rejection(
      unwrap(client.POST('/auth/login', { body: { email: 'a@b.test', password: 'wrong-password' } })),
    );

    expect(calls.map((c) => c.path)).toEqual(['/auth/login']);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password');
    expect(tokens.get()).toBe('old');
  });

  it('when the refresh is refused: clears the token, calls onAuthFailure and rejects with the auth message', async () => {
    tokens.set('old');
    const { calls } = stubFetch(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' }));

    const error = await rejection(unwrap(client.GET('/user')));

    expect(calls.map((c) => c.path)).toEqual(['/user', '/auth/verify']);
    expect(error.message).toBe(AUTH_FAILED_MESSAGE);
    expect(error.message).toBe('Authentication failed. Please log in again.');
    expect(error.status).toBe(401);
    expect(tokens.get()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('treats a refresh answer without a token as a failed refresh', async () => {
    tokens.set('old');
    stubFetch((_request, call) => (call.path === '/auth/verify' ? json(200, { user: USER }) : json(401, {})));

    const error = await rejection(unwrap(client.GET('/user')));

    expect(error.message).toBe(AUTH_FAILED_MESSAGE);
    expect(tokens.get()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('with no token stored, a 401 stands: no refresh, no onAuthFailure', async () => {
    const { calls } = stubFetch(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' }));

    const error = await rejection(unwrap(client.GET('/user')));

    expect(calls.map((c) => c.path)).toEqual(['/user']);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Sign in first');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a 401 for a request sent with a token that was cleared meanwhile ends the session', async () => {
    tokens.set('old');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = stubFetch(async () => {
      await gate;
      return json(401, {});
    });

    const pending = rejection(unwrap(client.GET('/user')));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    tokens.clear(); // e.g. logged out in the meantime
    release();

    expect((await pending).message).toBe(AUTH_FAILED_MESSAGE);
    expect(calls.map((c) => c.path)).toEqual(['/user']);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh meets a server error (spec 1 §4: cleared only below 500)', async () => {
    tokens.set('old');
    stubFetch((_request, call) => (call.path === '/auth/verify' ? json(500, {}) : json(401, {})));

    const error = await rejection(unwrap(client.GET('/user')));

    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
    expect(tokens.get()).toBe('old');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    tokens.set('old');
    stubFetch((_request, call) => {
      if (call.path === '/auth/verify') throw new TypeError('fetch failed');
      return json(401, {});
    });

    const error = await rejection(unwrap(client.GET('/user')));

    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(tokens.get()).toBe('old');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('concurrent 401s share one refresh', async () => {
    tokens.set('old');
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { calls } = stubFetch(async (_request, call) => {
      if (call.path === '/auth/verify') {
        await refreshGate;
        return json(200, { token: 'new', user: USER });
      }
      return call.auth === 'Bearer new' ? json(200, USER) : json(401, {});
    });

    const results = Promise.all([unwrap(client.GET('/user')), unwrap(client.GET('/user')), unwrap(client.GET('/user'))]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/auth/verify')).toHaveLength(1));
    // let every 401 arrive while the refresh is still pending
    await vi.waitFor(() => expect(calls.filter((c) => c.auth === 'Bearer old' && c.path === '/user')).toHaveLength(3));
    releaseRefresh();

    await expect(results).resolves.toEqual([USER, USER, USER]);
    expect(calls.filter((c) => c.path === '/auth/verify')).toHaveLength(1);
    expect(calls.filter((c) => c.auth === 'Bearer new')).toHaveLength(3);
  });

  it('concurrent 401s with a refused refresh call onAuthFailure once', async () => {
    tokens.set('old');
    const { calls } = stubFetch(() => json(401, {}));

    const errors = await Promise.all([rejection(unwrap(client.GET('/user'))), rejection(unwrap(client.GET('/user')))]);

    expect(errors.map((e) => e.message)).toEqual([AUTH_FAILED_MESSAGE, AUTH_FAILED_MESSAGE]);
    expect(calls.filter((c) => c.path === '/auth/verify')).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('a 401 that arrives after another request already refreshed is replayed without a second refresh', async () => {
    tokens.set('old');
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let userCalls = 0;
    const { calls } = stubFetch(async (_request, call) => {
      if (call.path === '/auth/verify') return json(200, { token: 'new', user: USER });
      if (call.auth === 'Bearer new') return json(200, USER);
      userCalls += 1;
      if (userCalls === 2) await slowGate; // the second request answers 401 late
      return json(401, {});
    });

    const first = unwrap(client.GET('/user'));
    const second = unwrap(client.GET('/user'));
    await expect(first).resolves.toEqual(USER);
    releaseSlow();
    await expect(second).resolves.toEqual(USER);
    expect(calls.filter((c) => c.path === '/auth/verify')).toHaveLength(1);
  });
});

describe('default authentication-failure hook', () => {
  it('goes to /auth/login unless the app configured another hook', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, origin: 'http://app.test' });
    const appClient = createApiClient({ baseUrl: BASE, tokenStore: tokens });
    tokens.set('old');
    stubFetch(() => json(401, {}));

    await rejection(unwrap(appClient.GET('/user')));
    expect(assign).toHaveBeenCalledWith('/auth/login');

    const custom = vi.fn();
    configureApiAuth({ onAuthFailure: custom });
    tokens.set('old');
    await rejection(unwrap(appClient.GET('/user')));
    expect(custom).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
    configureApiAuth({});
  });
});

describe('error catalogue (spec 1 §8)', () => {
  it('network error', async () => {
    stubFetch(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(unwrap(client.GET('/user')));
    expect(error.message).toBe('We are making some improvements. Please try again in a moment.');
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });

  it('500', async () => {
    stubFetch(() => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'db exploded' }));
    const error = await rejection(unwrap(client.GET('/user')));
    expect(error.message).toBe('Server error. Please try again later.');
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'db exploded' });
  });

  it('canceled request: rejected with no message', async () => {
    stubFetch(() => json(200, USER));
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(unwrap(client.GET('/user', { signal: controller.signal })));
    expect(error.isCanceled).toBe(true);
    expect(error.message).toBe('');
  });

  it('message choice: body message, then body error, then status text, then "Unknown error"', async () => {
    const answers = [
      json(400, { statusCode: 400, error: 'Bad Request', message: 'artistId must be an ObjectId' }),
      json(403, { statusCode: 403, error: 'Forbidden' }),
      new Response('<html>nope</html>', { status: 404, statusText: 'Not Found' }),
      new Response('', { status: 418 }),
    ];
    stubFetch(() => answers.shift() ?? json(200, USER));
    const messages: string[] = [];
    for (let i = 0; i < 4; i += 1) messages.push((await rejection(unwrap(client.GET('/user')))).message);
    expect(messages).toEqual(['artistId must be an ObjectId', 'Forbidden', 'Not Found', 'Unknown error']);
  });
});

describe('resolveApiBaseUrl', () => {
  it('defaults to the same origin + /api and accepts absolute or relative overrides', () => {
    expect(resolveApiBaseUrl(undefined)).toMatch(/^https?:\/\/[^/]+\/api$/);
    expect(resolveApiBaseUrl('')).toMatch(/\/api$/);
    expect(resolveApiBaseUrl('https://api.example.com/v1/')).toBe('https://api.example.com/v1');
    expect(resolveApiBaseUrl('/backend')).toMatch(/^https?:\/\/[^/]+\/backend$/);
  });
});
