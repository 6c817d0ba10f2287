// @vitest-environment jsdom
// (fetch-event-source needs `window` and `document`.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserEvents, openUserEventsStream, type UserEventMessage } from './user-events';

const URL = 'http://localhost/api/user/events';
const encoder = new TextEncoder();

/** A stream that sends `text` and stays open until the request is aborted. */
function openStream(text: string, signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const STATUS_EVENT = {
  releaseId: '64b7f0c2a1d3e4f5a6b7c8d9',
  title: 'Night Drive',
  from: 'PENDING',
  to: 'APPROVED',
  displayStatus: 'APPROVED',
  reason: null,
  at: '2026-11-26T01:00:00.000Z',
};

describe('openUserEventsStream', () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and passes on named events with their JSON parsed, skipping pings and bad data', async () => {
    const controller = new AbortController();
    const messages: UserEventMessage[] = [];
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        openStream(
          `retry: 1000\n\nevent: ready\ndata: {}\n\n: ping\n\nevent: release-status\ndata: not json\n\nevent: release-status\ndata: ${JSON.stringify(STATUS_EVENT)}\n\n`,
          init?.signal,
        ),
      ),
    );
    const done = openUserEventsStream({ url: URL, signal: controller.signal, onMessage: (message) => messages.push(message), getToken: () => 'user-token', fetch });
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect(messages).toEqual([
      { event: 'ready', data: {} },
      { event: 'release-status', data: STATUS_EVENT },
    ]);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer user-token');
    controller.abort();
    await expect(done).resolves.toBeUndefined();
  });

  it('reconnects after an error with the token read again, and stops for good when aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let token = 'old-token';
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('{"message":"Server error"}', { status: 500, headers: { 'content-type': 'application/json' } }))
      .mockImplementation((_input, init) => Promise.resolve(openStream('event: ready\ndata: {}\n\n', init?.signal)));
    const messages: UserEventMessage[] = [];
    const done = openUserEventsStream({ url: URL, signal: controller.signal, onMessage: (message) => messages.push(message), getToken: () => token, fetch });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    token = 'new-token';
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer new-token');
    await vi.waitFor(() => expect(messages).toEqual([{ event: 'ready', data: {} }]));
    controller.abort();
    await done;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits longer after each failure in a row, up to 30 s', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('', { status: 502 })));
    void openUserEventsStream({ url: URL, signal: controller.signal, onMessage: () => undefined, fetch });
    await vi.advanceTimersByTimeAsync(0);
    for (const [index, wait] of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000].entries()) {
      expect(fetch).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetch).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(fetch).toHaveBeenCalledTimes(8);
    controller.abort();
  });
});

describe('createUserEvents', () => {
  it('opens one stream however often it is started, hands each event to its subscribers and closes on stop (sign-out)', () => {
    const signals: AbortSignal[] = [];
    let emit: (message: UserEventMessage) => void = () => undefined;
    const open = vi.fn(({ signal, onMessage }: { signal: AbortSignal; onMessage: (message: UserEventMessage) => void }) => {
      signals.push(signal);
      emit = onMessage;
      return new Promise<void>(() => undefined);
    });
    const events = createUserEvents(open);
    const heard: unknown[] = [];
    const unsubscribe = events.subscribe('release-status', (data) => heard.push(data));

    events.start();
    events.start();
    expect(open).toHaveBeenCalledTimes(1);
    expect(events.active).toBe(true);

    emit({ event: 'ready', data: {} });
    emit({ event: 'release-status', data: STATUS_EVENT });
    expect(heard).toEqual([STATUS_EVENT]);

    unsubscribe();
    emit({ event: 'release-status', data: STATUS_EVENT });
    expect(heard).toHaveLength(1);

    events.stop();
    expect(signals[0]?.aborted).toBe(true);
    expect(events.active).toBe(false);
    events.start();
    expect(open).toHaveBeenCalledTimes(2);
  });
});
