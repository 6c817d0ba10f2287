import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEarlyVerify, takeEarlyVerify } from './early-verify';

const URL = 'https://app.test/api/auth/verify';

describe('early verification', () => {
  afterEach(() => {
    takeEarlyVerify(null); // nothing left over for the next test
    vi.unstubAllGlobals();
  });

  it('sends the stored token to verify and hands its answer over once, for that token only', async () => {
    const answer = new Response('{}');
    const fetch = vi.fn().mockResolvedValue(answer);
    vi.stubGlobal('fetch', fetch);
    sendEarlyVerify(URL, 'token-a');
    expect(fetch).toHaveBeenCalledWith(URL, {
      method: 'POST',
      headers: { Authorization: 'Bearer token-a', Accept: 'application/json' },
    });
    expect(takeEarlyVerify('token-b')).toBeNull();
    sendEarlyVerify(URL, 'token-a');
    await expect(takeEarlyVerify('token-a')).resolves.toBe(answer);
    expect(takeEarlyVerify('token-a')).toBeNull();
  });

  it("keeps the head script's request instead of sending a second one", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const answer = new Response('{}');
    sendEarlyVerify(URL, 'token-a', Promise.resolve(answer));
    expect(fetch).not.toHaveBeenCalled();
    await expect(takeEarlyVerify('token-a')).resolves.toBe(answer);
  });

  it('a failed request is not an unhandled rejection: whoever takes it meets the failure', async () => {
    const failure = new TypeError('Failed to fetch');
    sendEarlyVerify(URL, 'token-a', Promise.reject(failure));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyVerify('token-a')).rejects.toBe(failure);
  });
});
