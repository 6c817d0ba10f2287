import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_GET_LIFETIME_MS, keepEarlyGet, takeEarlyGet } from './early-get';
import { createTokenStore } from './token-store';

const URL_SENT = 'http://app.test/api/artists?page=1&limit=25';
const answer = () => Promise.resolve(new Response('{"items":[]}'));

function storeWith(token: string | null) {
  const tokens = createTokenStore(null);
  if (token) tokens.set(token);
  return tokens;
}

afterEach(() => {
  keepEarlyGet(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the head script’s early GET', () => {
  it('answers one GET of the same address, once', async () => {
    const response = answer();
    keepEarlyGet({ token: 't1', url: URL_SENT, response }, storeWith('t1'));
    expect(takeEarlyGet(new Request(URL_SENT, { method: 'POST' }))).toBeNull();
    expect(takeEarlyGet(new Request('http://app.test/api/artists?page=2&limit=25'))).toBeNull();
    expect(takeEarlyGet(new Request(URL_SENT))).toBe(response);
    expect(takeEarlyGet(new Request(URL_SENT))).toBeNull();
  });

  it('takes an address written from the page’s origin', () => {
    vi.stubGlobal('location', new URL('http://app.test/admin/artists'));
    const response = answer();
    keepEarlyGet({ token: 't1', url: '/api/artists?page=1', response }, storeWith('t1'));
    expect(takeEarlyGet(new Request(new URL('/api/artists?page=1', globalThis.location.href)))).toBe(response);
  });

  it('outlives the refresh of its session but not its end', () => {
    const tokens = storeWith('t1');
    keepEarlyGet({ token: 't1', url: URL_SENT, response: answer() }, tokens);
    tokens.set('t1-refreshed');
    tokens.clear();
    expect(takeEarlyGet(new Request(URL_SENT))).toBeNull();
  });

  it('is not kept when the stored token is no longer the one it was sent with', () => {
    keepEarlyGet({ token: 't1', url: URL_SENT, response: answer() }, storeWith('t2'));
    expect(takeEarlyGet(new Request(URL_SENT))).toBeNull();
  });

  it('is for the page being opened: a request after its lifetime goes to the server', () => {
    vi.useFakeTimers();
    keepEarlyGet({ token: 't1', url: URL_SENT, response: answer() }, storeWith('t1'));
    vi.advanceTimersByTime(EARLY_GET_LIFETIME_MS + 1);
    expect(takeEarlyGet(new Request(URL_SENT))).toBeNull();
  });
});
