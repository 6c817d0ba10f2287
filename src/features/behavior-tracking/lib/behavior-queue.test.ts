import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BehaviorEvent } from '@/shared/analytics';
import type { BehaviorEventBatch } from '../api/send-events';
import { createBehaviorQueue, type BehaviorQueueOptions } from './behavior-queue';

const SESSION = 'session-0001';

function event(index: number): BehaviorEvent {
  return { type: 'page_view', path: `/page/${index}`, timestamp: new Date(1_700_000_000_000 + index).toISOString() };
}

function setup(overrides: Partial<BehaviorQueueOptions> = {}) {
  let token: string | null = 'token-1';
  const posts: { batch: BehaviorEventBatch; token: string; keepalive: boolean }[] = [];
  const beacons: { batch: BehaviorEventBatch; token: string }[] = [];
  const queue = createBehaviorQueue({
    sessionId: SESSION,
    appVersion: '2025.08.8',
    getToken: () => token,
    post: vi.fn(async (batch, sentToken, keepalive) => {
      posts.push({ batch, token: sentToken, keepalive });
    }),
    beacon: vi.fn((batch, sentToken) => {
      beacons.push({ batch, token: sentToken });
      return true;
    }),
    ...overrides,
  });
  return { queue, posts, beacons, signOut: () => (token = null) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createBehaviorQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends queued events as one batch with the session id and app version on the interval', async () => {
    const { queue, posts } = setup();
    const stop = queue.start();
    queue.record(event(1));
    queue.record(event(2));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toEqual([
      {
        batch: { sessionId: SESSION, appVersion: '2025.08.8', events: [event(1), event(2)] },
        token: 'token-1',
        keepalive: false,
      },
    ]);
    expect(queue.size()).toBe(0);
    stop();
  });

  it('sends nothing on the interval when nothing is queued', async () => {
    const { queue, posts } = setup();
    const stop = queue.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(posts).toHaveLength(0);
    stop();
  });

  it('sends at once when 20 events are queued', async () => {
    const { queue, posts } = setup();
    for (let index = 0; index < 19; index += 1) queue.record(event(index));
    await settle();
    expect(posts).toHaveLength(0);
    queue.record(event(19));
    await settle();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.batch.events).toHaveLength(20);
  });

  it('hands the queue to a beacon with the token when the page is hidden', async () => {
    const { queue, posts, beacons } = setup();
    queue.record(event(1));
    queue.flushOnHide();
    expect(beacons).toEqual([
      { batch: { sessionId: SESSION, appVersion: '2025.08.8', events: [event(1)] }, token: 'token-1' },
    ]);
    await settle();
    expect(posts).toHaveLength(0);
    expect(queue.size()).toBe(0);
  });

  it('falls back to a keepalive post when the browser refuses the beacon', async () => {
    const { queue, posts } = setup({ beacon: () => false });
    queue.record(event(1));
    queue.flushOnHide();
    await settle();
    expect(posts).toEqual([expect.objectContaining({ token: 'token-1', keepalive: true })]);
  });

  it('queues nothing while signed out', async () => {
    const { queue, posts, beacons, signOut } = setup();
    signOut();
    queue.record(event(1));
    queue.flush();
    queue.flushOnHide();
    await settle();
    expect(queue.size()).toBe(0);
    expect(posts).toHaveLength(0);
    expect(beacons).toHaveLength(0);
  });

  it('drops what was queued when the user signs out', async () => {
    const { queue, posts, signOut } = setup();
    queue.record(event(1));
    signOut();
    queue.flush();
    await settle();
    expect(posts).toHaveLength(0);
    expect(queue.size()).toBe(0);
  });

  it('forgets the queue on clear', () => {
    const { queue } = setup();
    queue.record(event(1));
    queue.clear();
    expect(queue.size()).toBe(0);
  });

  it('never throws on failures: a failed batch is retried once with the next send, then dropped', async () => {
    const post = vi.fn(() => Promise.reject(new Error('offline')));
    const { queue } = setup({ post });
    queue.record(event(1));
    expect(() => queue.flush()).not.toThrow();
    await settle();
    expect(queue.size()).toBe(1);
    queue.flush();
    await settle();
    expect(post).toHaveBeenCalledTimes(2);
    expect(queue.size()).toBe(0);
  });

  it('survives a transport that throws synchronously', async () => {
    const { queue } = setup({
      post: () => {
        throw new Error('no fetch');
      },
      beacon: () => {
        throw new Error('no beacon');
      },
    });
    queue.record(event(1));
    expect(() => queue.flush()).not.toThrow();
    await settle();
    expect(() => queue.flushOnHide()).not.toThrow();
    await settle();
  });

  it('splits a long queue into batches of at most 100 events', async () => {
    const { queue, posts } = setup({ batchSize: 1_000 });
    for (let index = 0; index < 150; index += 1) queue.record(event(index));
    queue.flush();
    await settle();
    expect(posts.map(({ batch }) => batch.events.length)).toEqual([100, 50]);
  });

  it("fits each event to the contract's caps instead of having its batch refused", async () => {
    const { queue, posts } = setup({ maxQueued: 1000 });
    const properties = Object.fromEntries([['k'.repeat(65), 1], ...Array.from({ length: 25 }, (_, index) => [`p${index}`, 'v'.repeat(255) + '😀'])]);
    queue.record({ type: 'custom', name: 'n'.repeat(80), path: `/${'p'.repeat(700)}`, timestamp: new Date(1_700_000_000_000).toISOString(), properties });
    queue.flush();
    await settle();
    const [sent] = posts[0]!.batch.events;
    expect([sent!.path.length, sent!.name!.length, Object.keys(sent!.properties!).length]).toEqual([512, 64, 20]);
    expect(Object.keys(sent!.properties!)).not.toContain('k'.repeat(65));
    // 255 characters: the 256th would be half of the emoji.
    expect(Object.values(sent!.properties!).every((value) => value === 'v'.repeat(255))).toBe(true);
  });

  it('splits a flush into batches whose body stays within 64 KB, a beacon token included', async () => {
    const { queue, posts } = setup({ maxQueued: 1000 });
    const large = (index: number): BehaviorEvent => ({
      ...event(index),
      properties: Object.fromEntries(Array.from({ length: 20 }, (_, key) => [`k${key}`.padEnd(64, 'k'), 'é'.repeat(256)])),
    });
    for (let index = 0; index < 30; index++) queue.record(large(index));
    queue.flush();
    await settle();
    const bodies = posts.map(({ batch }) => new TextEncoder().encode(JSON.stringify({ ...batch, accessToken: 't'.repeat(4096) })).length);
    expect(bodies.length).toBeGreaterThan(1);
    expect(Math.max(...bodies)).toBeLessThanOrEqual(64 * 1024);
    expect(posts.flatMap(({ batch }) => batch.events.map((sent) => sent.timestamp))).toEqual(Array.from({ length: 30 }, (_, index) => event(index).timestamp));
  });
});
