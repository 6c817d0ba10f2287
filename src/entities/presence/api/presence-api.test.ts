// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PresenceUser } from '../model/types';
import { requestPresenceJoin } from './presence-api';

const user = {
  userId: '0123456789abcdef01234567',
  email: 'artist@demo.test',
  name: 'Ada Artist',
  roles: [],
  status: 'online',
  currentPath: '/dashboard',
  currentPage: 'Dashboard',
  device: { type: 'desktop', browser: 'Chrome', userAgent: 'UA' },
  version: '2025.08.8',
  pageId: 'page-load-1',
} satisfies PresenceUser;

const tooFast = (retryAfter: string) =>
  new Response(JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Too many presence updates. Try again in 2 seconds.' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
  });
const joined = () => new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('requestPresenceJoin', () => {
  afterEach(() => vi.restoreAllMocks());

  it("joins again once the server's Retry-After has passed when it refuses a join for posting too fast", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(tooFast('2')).mockResolvedValueOnce(joined());
    const wait = vi.fn(async () => {});
    await expect(requestPresenceJoin(user, { wait })).resolves.toBe(true);
    expect(wait.mock.calls).toEqual([[2000]]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after three refusals, or at once when the wait is long or not given, with the server message', async () => {
    const wait = vi.fn(async () => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => tooFast('1'));
    await expect(requestPresenceJoin(user, { wait })).rejects.toMatchObject({ status: 429, message: 'Too many presence updates. Try again in 2 seconds.' });
    expect(wait).toHaveBeenCalledTimes(2);

    for (const retryAfter of ['60', 'soon']) {
      wait.mockClear();
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => tooFast(retryAfter));
      await expect(requestPresenceJoin(user, { wait })).rejects.toMatchObject({ status: 429 });
      expect(wait, retryAfter).not.toHaveBeenCalled();
    }
  });
});
