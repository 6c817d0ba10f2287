import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck, VERSION_CHECK_INTERVAL_MS, versionOf } from './version-check';

type Answer = Response | Error;
const file = (buildId: string) => new Response(JSON.stringify({ version: '2025.08.8', buildId, builtAt: '2025-08-08T00:00:00Z' }), { status: 200 });

/** A version check on a fake window, answering from `answers` in turn (the last one repeats). */
function setup(answers: Answer[]) {
  const target = new EventTarget() as unknown as Window;
  const onNewVersion = vi.fn<(version: string) => void>();
  const log = vi.fn<(message: string, detail: unknown) => void>();
  let call = 0;
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  const stop = startVersionCheck({ onNewVersion, fetch, target, log, now: () => Date.now() });
  const focus = () => target.dispatchEvent(new Event('focus'));
  return { fetch, onNewVersion, log, stop, focus };
}

/** Lets the pending fetch and JSON parsing settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-08-08T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('versionOf', () => {
  it('is the build id, else the version, else null', () => {
    expect(versionOf({ version: '2025.08.8', buildId: 'b1' })).toBe('b1');
    expect(versionOf({ version: '2025.08.8' })).toBe('2025.08.8');
    expect(versionOf({ version: '2025.08.8', buildId: '' })).toBe('2025.08.8');
    expect(versionOf({ version: 1 })).toBeNull();
    expect(versionOf(null)).toBeNull();
    expect(versionOf('2025.08.8')).toBeNull();
  });
});

describe('startVersionCheck: timing', () => {
  it('reads the file at once, without cache and with a timestamp query', async () => {
    const { fetch, stop } = setup([file('b1')]);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/version.json?t=${Date.parse('2025-08-08T10:00:00Z')}`);
    expect(init.cache).toBe('no-store');
    stop();
  });

  it('reads it again every 300,000 ms, not before', async () => {
    const { fetch, stop } = setup([file('b1')]);
    await settle();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0]).toBe(`/version.json?t=${Date.parse('2025-08-08T10:05:00Z')}`);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
  });

  it('reads it when the window gets focus', async () => {
    const { fetch, focus, stop } = setup([file('b1')]);
    await settle();
    focus();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not start a second read while one is under way', async () => {
    const { fetch, focus, stop } = setup([file('b1')]);
    focus();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('startVersionCheck: comparison', () => {
  it('says nothing while the build stays the one first read', async () => {
    const { onNewVersion, focus, stop } = setup([file('b1')]);
    await settle();
    focus();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('tells once of a build other than the first one read, then stops checking', async () => {
    const { fetch, onNewVersion, focus } = setup([file('b1'), file('b2'), file('b3')]);
    await settle();
    focus();
    await settle();
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('b2');
    focus();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('compares the version when the file has no build id', async () => {
    const plain = (version: string) => new Response(JSON.stringify({ version }), { status: 200 });
    const { onNewVersion, focus } = setup([plain('2025.08.8'), plain('2025.08.9')]);
    await settle();
    focus();
    await settle();
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('2025.08.9');
  });
});

describe('startVersionCheck: failure', () => {
  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['an error status', new Response('nope', { status: 503 })],
    ['a page that is not JSON', new Response('<!doctype html>', { status: 200 })],
    ['JSON without a version', new Response('{"build":1}', { status: 200 })],
  ])('after %s: only logged, and the first build read is kept', async (_, failure) => {
    const { onNewVersion, log, focus, stop } = setup([file('b1'), failure, file('b1'), file('b2')]);
    await settle();
    focus();
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('Version check failed');
    focus();
    await settle();
    expect(onNewVersion).not.toHaveBeenCalled();
    focus();
    await settle();
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('b2');
    stop();
  });

  it('remembers the first build that could be read when the very first check fails', async () => {
    const { onNewVersion, log, focus, stop } = setup([new TypeError('Failed to fetch'), file('b1'), file('b1')]);
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    focus();
    await settle();
    focus();
    await settle();
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });
});

describe('startVersionCheck: cleanup', () => {
  it('reads nothing more once stopped, on the clock or on focus', async () => {
    const { fetch, focus, stop } = setup([file('b1')]);
    await settle();
    stop();
    focus();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores an answer that arrives after it was stopped', async () => {
    const { onNewVersion, log, focus, stop } = setup([file('b1'), file('b2')]);
    await settle();
    focus();
    stop();
    await settle();
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});
