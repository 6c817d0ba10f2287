import { afterEach, describe, expect, it } from 'vitest';
import { track, trackCustom } from '@/shared/analytics';
import { createTokenStore } from '@/shared/lib/session-token';
import type { BehaviorEventBatch } from '../api/send-events';
import { startBehaviorTracking } from './behavior-tracking';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

function setup(token: string | null = 'token-1') {
  const tokenStore = createTokenStore(memoryStorage());
  if (token) tokenStore.set(token);
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const posts: BehaviorEventBatch[] = [];
  const beacons: { batch: BehaviorEventBatch; token: string }[] = [];
  const tracking = startBehaviorTracking({
    tokenStore,
    target,
    doc,
    post: async (batch) => void posts.push(batch),
    beacon: (batch, sentToken) => {
      beacons.push({ batch, token: sentToken });
      return true;
    },
  });
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { tokenStore, target, tracking, posts, beacons, hide };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('startBehaviorTracking', () => {
  it('queues what track records and sends it by beacon with the token when the page is hidden', () => {
    const { tracking, beacons, hide } = setup();
    stop = tracking.stop;
    track('search', { queryLength: 4, results: 2 });
    trackCustom('sign_in');
    hide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.token).toBe('token-1');
    expect(beacons[0]!.batch.sessionId).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(beacons[0]!.batch.events.map(({ type, name }) => [type, name])).toEqual([
      ['search', undefined],
      ['custom', 'sign_in'],
    ]);
  });

  it('sends by beacon on pagehide too', () => {
    const { tracking, beacons, target } = setup();
    stop = tracking.stop;
    track('page_view');
    target.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
  });

  it('clears the queue on sign-out and records nothing while signed out', () => {
    const { tracking, tokenStore, beacons, hide } = setup();
    stop = tracking.stop;
    track('page_view');
    tokenStore.clear();
    expect(tracking.queue.size()).toBe(0);
    track('page_view');
    hide();
    expect(tracking.queue.size()).toBe(0);
    expect(beacons).toHaveLength(0);
  });

  it('starts a new session after a sign-out', () => {
    const { tracking, tokenStore, beacons, hide } = setup();
    stop = tracking.stop;
    track('page_view');
    tracking.queue.flushOnHide();
    tokenStore.clear();
    tokenStore.set('token-2');
    track('page_view');
    hide();
    expect(beacons).toHaveLength(2);
    expect(beacons[1]!.token).toBe('token-2');
    expect(beacons[1]!.batch.sessionId).not.toBe(beacons[0]!.batch.sessionId);
  });

  it('stops listening once stopped', () => {
    const { tracking, beacons, hide } = setup();
    tracking.stop();
    track('page_view');
    hide();
    expect(beacons).toHaveLength(0);
  });
});
