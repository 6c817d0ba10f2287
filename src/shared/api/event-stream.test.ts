// @vitest-environment jsdom
// (fetch-event-source needs `window` and `document`.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStreamBackoff, type EventStreamState, openEventStream } from './event-stream';

const URL = 'http://localhost/api/stream';

const refused = () => new Response('{"message":"Forbidden"}', { status: 403, headers: { 'content-type': 'application/json' } });

describe('openEventStream', () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries a 403 like any failure unless told to end on it', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(refused()));
    const states: EventStreamState[] = [];
    const done = openEventStream({ url: URL, label: 'Test', signal: controller.signal, onMessage: () => undefined, onState: (state) => states.push(state), fetch });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(states).toEqual(['connecting', 'reconnecting']);
    controller.abort();
    await expect(done).resolves.toBe('aborted');

    const end = await openEventStream({ url: URL, label: 'Test', signal: new AbortController().signal, onMessage: () => undefined, endOnForbidden: true, fetch });
    expect(end).toBe('forbidden');
  });

  it('waits the base after every failure, or doubles it per failure in a row up to a cap', () => {
    expect([1, 2, 3].map((failures) => eventStreamBackoff(failures, 1000, 0))).toEqual([1000, 1000, 1000]);
    expect([1, 2, 3, 4, 10].map((failures) => eventStreamBackoff(failures, 1000, 30_000))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect(eventStreamBackoff(1, 500, 30_000)).toBe(500);
  });
});
