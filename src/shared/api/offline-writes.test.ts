import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '@/shared/lib/session-token';
import { createApiClient, type ApiClient } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { installOfflineWriteGuard, OFFLINE_WRITE_MESSAGE, runMutationsOffline } from './offline-writes';
import { unwrap } from './unwrap';

const BASE = 'http://api.test/api';
const PROFILE = { firstName: 'Alex' };
const ok = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * The app's client with the guard installed, on a browser that is offline while `state.online` is
 * false: its `fetch` then fails at once, as an offline browser's does.
 */
function setup() {
  const state = { online: false };
  const fetch = vi.fn(async (request: Request) => {
    if (request.signal.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    if (!state.online) throw new TypeError('Failed to fetch');
    return ok();
  });
  const onAuthFailure = vi.fn();
  const tokenStore = createTokenStore(null);
  tokenStore.set('token-1');
  const client = createApiClient({ baseUrl: BASE, tokenStore, hooks: () => ({ onAuthFailure }), fetch });
  const queryClient = new QueryClient();
  const uninstall = installOfflineWriteGuard({ client, queryClient: async () => queryClient, isOnline: () => state.online });
  return { client, fetch, onAuthFailure, state, queryClient, uninstall };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

type Call = (client: ApiClient) => Promise<{ response: Response; data?: unknown; error?: unknown }>;

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('writes while the browser is offline', () => {
  it.each<[string, Call]>([
    ['POST', (client) => client.POST('/user/invites', { body: { email: 'a@b.test' } as never })],
    ['PUT', (client) => client.PUT('/admin/system-payout-rates', { body: {} as never })],
    ['PATCH', (client) => client.PATCH('/user/profile', { body: PROFILE as never })],
    ['DELETE', (client) => client.DELETE('/user/roster/{artistId}', { params: { path: { artistId: 'a1' } } })],
  ])('%s fails saying nothing was sent', async (_, call) => {
    const { client, onAuthFailure } = setup();
    const error = await rejection(unwrap(call(client)));
    expect(error.message).toBe("You're offline. Nothing was sent: try again when you're back online.");
    expect(error.message).toBe(OFFLINE_WRITE_MESSAGE);
    // the kind of any request that got no answer: the release editor keeps its changes for later
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('reads keep the usual network error', async () => {
    const { client } = setup();
    expect((await rejection(unwrap(client.GET('/user')))).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('a cancelled write stays cancelled', async () => {
    const { client } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(unwrap(client.PATCH('/user/profile', { body: PROFILE as never, signal: controller.signal })));
    expect(error.kind).toBe('canceled');
  });

  it('online, writes go out, and one that gets no answer keeps the catalogue message', async () => {
    const { client, fetch, state } = setup();
    state.online = true;
    await expect(unwrap(client.PATCH('/user/profile', { body: PROFILE as never }))).resolves.toEqual({});
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await rejection(unwrap(client.PATCH('/user/profile', { body: PROFILE as never })))).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('asks the browser (navigator.onLine) by default', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const client = createApiClient({ baseUrl: BASE, tokenStore: createTokenStore(null), fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const uninstall = installOfflineWriteGuard({ client, queryClient: async () => new QueryClient() });
    expect((await rejection(unwrap(client.POST('/user/invites', { body: { email: 'a@b.test' } as never })))).message).toBe(OFFLINE_WRITE_MESSAGE);
    uninstall();
  });

  it('once removed, writes fail as before', async () => {
    const { client, uninstall } = setup();
    uninstall();
    expect((await rejection(unwrap(client.PATCH('/user/profile', { body: PROFILE as never })))).message).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('mutations while offline', () => {
  it('run at once (React Query would hold them until online), so their failure shows; undone on removal', async () => {
    const queryClient = new QueryClient();
    const restore = runMutationsOffline(queryClient);
    expect(queryClient.getDefaultOptions().mutations?.networkMode).toBe('always');
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(async () => {
      throw new Error('not sent');
    });
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('not sent');
    expect(mutationFn).toHaveBeenCalledTimes(1);
    restore();
    expect(queryClient.getDefaultOptions().mutations?.networkMode).toBeUndefined();
  });

  it('the guard sets this on the query client once it has loaded', async () => {
    const { queryClient, uninstall } = setup();
    await vi.waitFor(() => expect(queryClient.getDefaultOptions().mutations?.networkMode).toBe('always'));
    uninstall();
    expect(queryClient.getDefaultOptions().mutations?.networkMode).toBeUndefined();
  });
});
