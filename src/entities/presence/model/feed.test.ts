import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $presenceFeedLoading,
  $presenceUserCount,
  $presenceUsersById,
  closePresenceFeedFx,
  logPresenceFeedWarningFx,
  openPresenceFeedFx,
  presenceEventReceived,
  presenceFeedStarted,
  presenceFeedStopped,
} from './feed';
import { makePresenceUser } from '../index.testing';
import type { PresenceUser } from './types';

const user = (id: string, overrides: Partial<PresenceUser> = {}) => makePresenceUser(id, { name: id, lastSeen: '2025-08-01T10:00:00.000Z', ...overrides });

/** The feed's list, in feed order. */
const listOf = (scope: Scope) => [...scope.getState($presenceUsersById).values()];

function setup() {
  const controller = new AbortController();
  const open = vi.fn(() => controller);
  const close = vi.fn();
  const warn = vi.fn();
  const scope = fork({
    handlers: [
      [openPresenceFeedFx, open],
      [closePresenceFeedFx, close],
      [logPresenceFeedWarningFx, warn],
    ],
  });
  const send = (event: string, data: unknown) =>
    allSettled(presenceEventReceived, {
      scope,
      params: { event, data: typeof data === 'string' ? data : JSON.stringify(data) },
    });
  return { scope, open, close, warn, send, controller };
}

describe('presence feed model', () => {
  it('opens the stream once, however often it is started', async () => {
    const { scope, open } = setup();
    await allSettled(presenceFeedStarted, { scope });
    await allSettled(presenceFeedStarted, { scope });
    expect(open).toHaveBeenCalledOnce();
  });

  it('opens the stream once when started twice in the same tick', async () => {
    const { scope, open } = setup();
    await Promise.all([allSettled(presenceFeedStarted, { scope }), allSettled(presenceFeedStarted, { scope })]);
    expect(open).toHaveBeenCalledOnce();
  });

  it('is loading until the first data, then holds the list', async () => {
    const { scope, send } = setup();
    await allSettled(presenceFeedStarted, { scope });
    expect(scope.getState($presenceFeedLoading)).toBe(true);
    await send('heartbeat', { timestamp: 1 });
    await send('initial', { users: [user('a'), user('b')] });
    expect(scope.getState($presenceFeedLoading)).toBe(false);
    expect(listOf(scope).map((u) => u.name)).toEqual(['a', 'b']);
    expect(scope.getState($presenceUserCount)).toBe(2);
  });

  it('applies join, update and leave', async () => {
    const { scope, send } = setup();
    await send('initial', [user('a')]);
    await send('join', user('b'));
    await send('update', { userId: user('a').userId, status: 'away' });
    await send('leave', { userId: user('b').userId });
    expect(listOf(scope)).toEqual([user('a', { status: 'away' })]);
    expect(scope.getState($presenceUserCount)).toBe(1);
  });

  it('logs a warning and keeps the list for a payload that cannot be used', async () => {
    const { scope, send, warn } = setup();
    await send('initial', [user('a')]);
    await send('update', '<html><body>502</body></html>');
    expect(listOf(scope)).toEqual([user('a')]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-JSON'));
  });

  it('ends loading with an empty list when the first payload cannot be used', async () => {
    const { scope, send, warn } = setup();
    await send('initial', 'Cannot GET /user-presence');
    expect(scope.getState($presenceFeedLoading)).toBe(false);
    expect(listOf(scope)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('ignores events that are not feed events', async () => {
    const { scope, send } = setup();
    await send('message', 'hello');
    expect(scope.getState($presenceFeedLoading)).toBe(true);
  });

  it('closes the stream and forgets the list when stopped, and can open again', async () => {
    const { scope, send, open, close, controller } = setup();
    await allSettled(presenceFeedStarted, { scope });
    await send('initial', [user('a')]);
    await allSettled(presenceFeedStopped, { scope });
    expect(close).toHaveBeenCalledWith(controller);
    expect(listOf(scope)).toEqual([]);
    expect(scope.getState($presenceFeedLoading)).toBe(true);
    await allSettled(presenceFeedStarted, { scope });
    expect(open).toHaveBeenCalledTimes(2);
  });
});
