// @vitest-environment jsdom
// (fetch-event-source needs `window` and `document`.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionState, openRealtimeAnalyticsStream, type RealtimeAnalytics } from './realtime-stream';

const encoder = new TextEncoder();

/** A stream that sends `text`, then ends on its own (`ends`) or stays open until aborted. */
function eventStream(text: string, signal: AbortSignal | null | undefined, ends: boolean): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      if (ends) controller.close();
      else signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('openRealtimeAnalyticsStream', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('passes on snapshots and reports connecting, live, then reconnecting when the stream ends', async () => {
    const controller = new AbortController();
    const states: ConnectionState[] = [];
    const snapshots: RealtimeAnalytics[] = [];
    let calls = 0;
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      expect(String(input)).toMatch(/\/admin\/realtime-analytics\/stream$/);
      const text = `retry: 10\n\nevent: snapshot\ndata: {"onlineUsers":${calls}}\n\n: ping\n\n`;
      return Promise.resolve(eventStream(text, init?.signal, calls === 1));
    });
    const done = openRealtimeAnalyticsStream({ signal: controller.signal, onSnapshot: (s) => snapshots.push(s), onState: (s) => states.push(s), fetch });
    await vi.waitFor(() => expect(snapshots.map((s) => s.onlineUsers)).toEqual([1, 2]));
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'reconnecting', 'live']);
    controller.abort();
    await expect(done).resolves.toBe('aborted');
    expect(states.at(-1)).toBe('live');
  });

  it('stops as refused on a 403', async () => {
    const states: ConnectionState[] = [];
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 403, headers: { 'content-type': 'application/json' } })));
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const end = await openRealtimeAnalyticsStream({ signal: new AbortController().signal, onSnapshot: () => {}, onState: (s) => states.push(s), fetch });
    expect(end).toBe('forbidden');
    expect(states).toEqual(['connecting', 'refused']);
  });
});
