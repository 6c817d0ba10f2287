// @vitest-environment jsdom
// (fetch-event-source needs `window` and `document`.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceStreamMessage } from '../model/types';
import { openPresenceStream, resolvePresenceBaseUrl } from './presence-stream';

const URL = 'http://localhost/api/user-presence';
const encoder = new TextEncoder();

function eventStream(text: string, contentType = 'text/event-stream'): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': contentType } });
}

/** A stream that stays open until the request is aborted. */
function openStream(text: string, signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const authOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

describe('openPresenceStream', () => {
  let debug: ReturnType<typeof vi.spyOn>;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and passes on named events, skipping retry and ping blocks', async () => {
    const controller = new AbortController();
    const messages: PresenceStreamMessage[] = [];
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        openStream(
          'retry: 1000\n\nevent: initial\ndata: {"users":[]}\n\n: ping\n\nevent: leave\ndata: {"userId":"x"}\n\n',
          init?.signal,
        ),
      ),
    );
    const done = openPresenceStream({
      url: URL,
      signal: controller.signal,
      onMessage: (message) => messages.push(message),
      getToken: () => 'admin-token',
      fetch,
    });
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect(messages).toEqual([
      { event: 'initial', data: '{"users":[]}' },
      { event: 'leave', data: '{"userId":"x"}' },
    ]);
    expect(fetch).toHaveBeenCalledWith(URL, expect.anything());
    expect(authOf(fetch.mock.calls[0]?.[1])).toBe('Bearer admin-token');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('accept')).toBe('text/event-stream');
    controller.abort();
    await expect(done).resolves.toBe('aborted');
  });

  it('reconnects after the server ends the stream, waiting its retry value, with the current token', async () => {
    const controller = new AbortController();
    const messages: PresenceStreamMessage[] = [];
    let token = 'first';
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        fetch.mock.calls.length === 1
          ? eventStream('retry: 20\n\nevent: initial\ndata: []\n\n')
          : openStream('event: initial\ndata: [1]\n\n', init?.signal),
      ),
    );
    void openPresenceStream({
      url: URL,
      signal: controller.signal,
      onMessage: (message) => {
        messages.push(message);
        token = 'refreshed';
      },
      getToken: () => token,
      fetch,
    });
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(authOf(fetch.mock.calls[1]?.[1])).toBe('Bearer refreshed');
    controller.abort();
  });

  it('retries after 1000 ms when the answer is not an event stream', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        fetch.mock.calls.length === 1
          ? new Response('<!DOCTYPE html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } })
          : openStream('', init?.signal),
      ),
    );
    void openPresenceStream({ url: URL, signal: controller.signal, onMessage: () => undefined, fetch });
    await vi.advanceTimersByTimeAsync(10);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Presence feed: reconnecting', expect.any(Error));
    await vi.advanceTimersByTimeAsync(989);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(fetch).toHaveBeenCalledTimes(2);
    controller.abort();
  });

  it('retries other error statuses', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        fetch.mock.calls.length === 1
          ? new Response('{"statusCode":500}', { status: 500, headers: { 'content-type': 'application/json' } })
          : openStream('', init?.signal),
      ),
    );
    void openPresenceStream({ url: URL, signal: controller.signal, onMessage: () => undefined, fetch });
    await vi.advanceTimersByTimeAsync(1001);
    expect(fetch).toHaveBeenCalledTimes(2);
    controller.abort();
  });

  it('stops on 403 with a debug log only', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('{"statusCode":403,"error":"Forbidden","message":"Admins only"}', {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const done = openPresenceStream({
      url: URL,
      signal: new AbortController().signal,
      onMessage: () => undefined,
      fetch,
    });
    await expect(done).resolves.toBe('forbidden');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledOnce();
    expect(debug).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('resolvePresenceBaseUrl', () => {
  it('uses PUBLIC_PRESENCE_URL, else the API URL', () => {
    expect(resolvePresenceBaseUrl('https://presence.example.com/api/')).toBe('https://presence.example.com/api');
    expect(resolvePresenceBaseUrl('')).toBe(`${location.origin}/api`);
  });
});
