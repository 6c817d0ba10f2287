import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceStreamOptions } from '../api/presence-stream';
import { PRESENCE_FEED_BATCH_MS } from '../config/constants';
import {
  $presenceFeedLoading,
  $presenceUserCount,
  $presenceUsersById,
  logPresenceFeedWarningFx,
  presenceEventsBatched,
  presenceFeedStarted,
  presenceFeedStopped,
} from './feed';
import { makePresenceUser } from '../index.testing';
import type { PresenceUser } from './types';

// The stream itself is replaced: the test plays the server, through the `onMessage` it is given.
const stream = vi.hoisted(() => ({ options: [] as PresenceStreamOptions[] }));
vi.mock('../api/presence-stream', () => ({
  openPresenceStream: (options: PresenceStreamOptions) => {
    stream.options.push(options);
    return new Promise(() => undefined);
  },
}));

const user = (id: string, overrides: Partial<PresenceUser> = {}) => makePresenceUser(id, { name: id, lastSeen: '2025-08-01T10:00:00.000Z', ...overrides });

async function setup() {
  const warn = vi.fn();
  const scope = fork({ handlers: [[logPresenceFeedWarningFx, warn]] });
  const batches: number[] = [];
  const listUpdates: ReadonlyMap<string, PresenceUser>[] = [];
  const stopWatching = [
    createWatch({ unit: presenceEventsBatched, scope, fn: (messages) => batches.push(messages.length) }),
    createWatch({ unit: $presenceUsersById.updates, scope, fn: (users) => listUpdates.push(users) }),
  ];
  await allSettled(presenceFeedStarted, { scope });
  const options = stream.options.at(-1);
  if (!options) throw new Error('the stream was not opened');
  const send = (event: string, data: unknown) =>
    options.onMessage({ event, data: typeof data === 'string' ? data : JSON.stringify(data) });
  const names = () => [...scope.getState($presenceUsersById).values()].map((entry) => entry.name);
  return { scope, warn, batches, listUpdates, send, names, options, stop: () => stopWatching.forEach((s) => s()) };
}

describe('presence feed batching', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stream.options = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the events of one interval together, as one list update', async () => {
    const { scope, batches, listUpdates, send, names, stop } = await setup();
    send('initial', { users: [user('a'), user('b')] });
    for (let index = 0; index < 50; index += 1) send('update', { userId: user('a').userId, currentPage: `Page ${index}` });
    send('join', user('c'));
    send('leave', { userId: user('b').userId });

    // Nothing is applied before the interval ends.
    await vi.advanceTimersByTimeAsync(PRESENCE_FEED_BATCH_MS - 1);
    expect(batches).toEqual([]);
    expect(scope.getState($presenceFeedLoading)).toBe(true);
    expect(names()).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([53]);
    expect(listUpdates).toHaveLength(1);
    expect(scope.getState($presenceFeedLoading)).toBe(false);
    expect(names()).toEqual(['a', 'c']);
    expect(scope.getState($presenceUsersById).get(user('a').userId)?.currentPage).toBe('Page 49');
    expect(scope.getState($presenceUserCount)).toBe(2);
    stop();
  });

  it('starts a new batch for events after a flush, and updates nothing for an empty interval', async () => {
    const { batches, listUpdates, send, names, stop } = await setup();
    send('initial', [user('a')]);
    await vi.advanceTimersByTimeAsync(PRESENCE_FEED_BATCH_MS);
    send('join', user('b'));
    send('join', user('c'));
    await vi.advanceTimersByTimeAsync(PRESENCE_FEED_BATCH_MS * 5);
    expect(batches).toEqual([1, 2]);
    expect(listUpdates).toHaveLength(2);
    expect(names()).toEqual(['a', 'b', 'c']);
    // Events that change nothing (a heartbeat, an unknown user) leave the same list: no update.
    send('heartbeat', { timestamp: 1 });
    send('leave', { userId: user('zz').userId });
    await vi.advanceTimersByTimeAsync(PRESENCE_FEED_BATCH_MS);
    expect(batches).toEqual([1, 2, 2]);
    expect(listUpdates).toHaveLength(2);
    stop();
  });

  it('logs the warnings of a batch once and keeps the list', async () => {
    const { warn, send, names, stop } = await setup();
    send('initial', [user('a')]);
    send('update', '<html><body>502</body></html>');
    send('join', 'Cannot GET /user-presence');
    send('join', user('b'));
    await vi.advanceTimersByTimeAsync(PRESENCE_FEED_BATCH_MS);
    expect(names()).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/non-JSON response in "update".*\n.*non-JSON response in "join"/);
    stop();
  });

  it('drops what is still queued when the feed is stopped', async () => {
    const { scope, batches, send, names, options, stop } = await setup();
    send('initial', [user('a')]);
    await vi.advanceTimersByTimeAsync(PRESENCE_FEED_BATCH_MS);
    send('join', user('b'));
    await allSettled(presenceFeedStopped, { scope });
    expect(options.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(PRESENCE_FEED_BATCH_MS * 2);
    expect(batches).toEqual([1]);
    expect(names()).toEqual([]);
    expect(scope.getState($presenceFeedLoading)).toBe(true);
    stop();
  });
});
