import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { keepEarlyVerify, takeEarlyVerify, tokenStore } from '@/shared/lib/session-token';
import { requestTokenRefresh } from './session-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const session = (token: string) => ({ token, user: { _id: '65f0c0ffee0000000000000a', email: 'ada@demo.test' } });

/** Answers `fetch` in turn, recording how each request was sent. */
function stubFetch(...answers: (() => Promise<Response>)[]) {
  const sent: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, authorization: request.headers.get('Authorization') });
      return answers.shift()!();
    }),
  );
  return sent;
}

/** What index.html's head script does with a stored token (src/app/index.html), then the entry keeps it. */
function headScriptSends(token: string) {
  const response = fetch('http://localhost/api/auth/verify', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  response.catch(() => undefined);
  keepEarlyVerify({ token, response });
}

afterEach(() => {
  takeEarlyVerify(null);
  tokenStore.clear();
  vi.unstubAllGlobals();
});

describe('requestTokenRefresh', () => {
  it('uses the head script’s early answer for the stored token, without a second request', async () => {
    tokenStore.set('stored');
    const sent = stubFetch(async () => json(200, session('fresh')));
    headScriptSends('stored');
    await expect(requestTokenRefresh()).resolves.toEqual(session('fresh'));
    expect(sent).toEqual([{ url: 'http://localhost/api/auth/verify', authorization: 'Bearer stored' }]);
  });

  it('reads a refusal of the early request as the API client would (status and message)', async () => {
    tokenStore.set('stored');
    stubFetch(async () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' }));
    headScriptSends('stored');
    const error = await requestTokenRefresh().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
  });

  it('sends the request itself when the early one could not reach the server, or was for another token', async () => {
    tokenStore.set('stored');
    const sent = stubFetch(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => json(200, session('again')),
    );
    headScriptSends('stored');
    await expect(requestTokenRefresh()).resolves.toEqual(session('again'));
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer stored', 'Bearer stored']);

    const other = stubFetch(async () => json(200, session('unused')), async () => json(200, session('mine')));
    headScriptSends('someone-else');
    await expect(requestTokenRefresh()).resolves.toEqual(session('mine'));
    expect(other.map((request) => request.authorization)).toEqual(['Bearer someone-else', 'Bearer stored']);
  });

  it('takes the early answer only once', async () => {
    tokenStore.set('stored');
    stubFetch(async () => json(200, session('fresh')));
    headScriptSends('stored');
    expect(takeEarlyVerify('stored')).not.toBeNull();
    expect(takeEarlyVerify('stored')).toBeNull();
  });
});
