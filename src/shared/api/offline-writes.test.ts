import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '@/shared/lib/session-token';
import { createApiClient, type ApiClient } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE, OFFLINE_WRITE_MESSAGE } from './errors';
import { unwrap } from './unwrap';

const BASE = 'http://api.test/api';
const PROFILE = { firstName: 'Alex' };

/** A client whose `fetch` answers 200 `{}` and whose browser is online as `online()` says. */
function setup(online: () => boolean) {
  const fetch = vi.fn(async (_request: Request) => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const onAuthFailure = vi.fn();
  const tokenStore = createTokenStore(null);
  tokenStore.set('token-1');
  const client = createApiClient({ baseUrl: BASE, tokenStore, hooks: () => ({ onAuthFailure }), fetch, isOnline: online });
  return { client, fetch, onAuthFailure };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

type Call = (client: ApiClient) => Promise<{ response: Response; data?: unknown; error?: unknown }>;

describe('writes while the browser is offline', () => {
  it.each<[string, Call]>([
    ['POST', (client) => client.POST('/user/invites', { body: { email: 'a@b.test' } as never })],
    ['PUT', (client) => client.PUT('/admin/system-payout-rates', { body: {} as never })],
    ['PATCH', (client) => client.PATCH('/user/profile', { body: PROFILE as never })],
    ['DELETE', (client) => client.DELETE('/user/roster/{artistId}', { params: { path: { artistId: 'a1' } } })],
  ])('%s fails at once, says nothing was sent, and sends nothing', async (_, call) => {
    const { client, fetch, onAuthFailure } = setup(() => false);
    const error = await rejection(unwrap(call(client)));
    expect(error.message).toBe(OFFLINE_WRITE_MESSAGE);
    expect(error.message).toBe("You're offline. Nothing was sent: try again when you're back online.");
    // the kind of any request that got no answer: the release editor keeps its changes for later
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('reads still go out (the browser may be wrong, and a cached answer may come back)', async () => {
    const { client, fetch } = setup(() => false);
    await expect(unwrap(client.GET('/user'))).resolves.toEqual({});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('writes go out while online, and a failure to send keeps the catalogue message', async () => {
    let reachable = true;
    const { client, fetch } = setup(() => true);
    fetch.mockImplementation(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    await expect(unwrap(client.PATCH('/user/profile', { body: PROFILE as never }))).resolves.toEqual({});
    expect(fetch.mock.calls[0]![0].method).toBe('PATCH');
    reachable = false;
    const error = await rejection(unwrap(client.PATCH('/user/profile', { body: PROFILE as never })));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('asks the browser (navigator.onLine) by default, at the time of each call', async () => {
    let onLine = true;
    vi.stubGlobal('navigator', { get onLine() { return onLine; } });
    const fetch = vi.fn(async (_request: Request) => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const client = createApiClient({ baseUrl: BASE, tokenStore: createTokenStore(null), fetch });
    await unwrap(client.POST('/user/invites', { body: { email: 'a@b.test' } as never }));
    onLine = false;
    expect((await rejection(unwrap(client.POST('/user/invites', { body: { email: 'a@b.test' } as never })))).message).toBe(OFFLINE_WRITE_MESSAGE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
