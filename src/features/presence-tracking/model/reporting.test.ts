// @vitest-environment jsdom
// (activity is listened for on `window`.)
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closePresenceFeedFx,
  openPresenceFeedFx,
  type PresenceHeartbeatResponse,
  type PresenceLocationUpdate,
  type PresenceStatusUpdate,
  type PresenceUser,
} from '@/entities/presence';
import { selectedArtistChanged } from '@/entities/selected-artist';
import { $session, initialSessionState, logoutRequested, sessionRefreshed, type User } from '@/entities/session';
import { AWAY_AFTER_MS, HEARTBEAT_INTERVAL_MS } from '../config/timings';
import './feed-control';
import {
  $presencePageId,
  $presenceStatus,
  heartbeatFx,
  joinPresenceFx,
  leavePresenceFx,
  presencePageHidden,
  presencePageRestored,
  presencePathChanged,
  presenceTrackingStarted,
  readClientFx,
  updatePresenceFx,
  type HeartbeatParams,
  type LeaveParams,
} from './reporting';

const ARTIST_ID = '64b7f0c2a1d3e4f5a6b7c8d9';
const PAGE_ID = 'page-load-1';

function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '0123456789abcdef01234567',
    email: 'artist@demo.test',
    firstName: 'Ada',
    lastName: 'Artist',
    displayName: 'Ada A.',
    photoURL: 'https://cdn.example.com/ada.png',
    roles: [],
    artists: [],
    permissions: { isDistributed: false },
    isVerified: {},
    _artist: { _id: ARTIST_ID, name: 'Ada Sings', image: null, spotifyId: 'sp1' },
    ...overrides,
  };
}

const device = { type: 'desktop', browser: 'Chrome', browserVersion: '126', userAgent: 'UA' } as const;
const network = { effectiveType: '4g', downlink: 10, rtt: 50 } as const;

interface Posts {
  join: PresenceUser[];
  update: (PresenceLocationUpdate | PresenceStatusUpdate)[];
  heartbeat: { userId: string; at: number; afterJoin: boolean }[];
  leave: LeaveParams[];
  /** Every post in order, by kind. */
  order: string[];
}

let heartbeatAnswer: PresenceHeartbeatResponse;
/** Answers for the next heartbeats, in order, before `heartbeatAnswer`. */
let nextHeartbeatAnswers: PresenceHeartbeatResponse[];

function setup(): {
  scope: Scope;
  posts: Posts;
  openFeed: ReturnType<typeof vi.fn>;
  closeFeed: ReturnType<typeof vi.fn>;
} {
  const posts: Posts = { join: [], update: [], heartbeat: [], leave: [], order: [] };
  const openFeed = vi.fn(() => new AbortController());
  const closeFeed = vi.fn();
  const scope = fork({
    values: [
      [$session, { ...initialSessionState, loading: false }],
      [$presencePageId, PAGE_ID],
    ],
    handlers: [
      [readClientFx, () => ({ device, network })],
      [
        joinPresenceFx,
        (user: PresenceUser) => {
          posts.join.push(user);
          posts.order.push('join');
          return true;
        },
      ],
      [
        updatePresenceFx,
        (body: PresenceLocationUpdate | PresenceStatusUpdate) => {
          posts.update.push(body);
          posts.order.push('update');
          return true;
        },
      ],
      [
        heartbeatFx,
        ({ userId, afterJoin }: HeartbeatParams) => {
          posts.heartbeat.push({ userId, at: Date.now(), afterJoin });
          posts.order.push('heartbeat');
          return nextHeartbeatAnswers.shift() ?? heartbeatAnswer;
        },
      ],
      [
        leavePresenceFx,
        (params: LeaveParams) => {
          posts.leave.push(params);
          posts.order.push('leave');
        },
      ],
      [openPresenceFeedFx, openFeed],
      [closePresenceFeedFx, closeFeed],
    ],
  });
  return { scope, posts, openFeed, closeFeed };
}

async function signIn(scope: Scope, user = makeUser(), token = 'token-1') {
  await allSettled(sessionRefreshed, { scope, params: { token, user } });
}

/** Lets timers run and the effects they start settle. */
async function wait(scope: Scope, ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await allSettled(scope);
}

const T0 = Date.parse('2025-08-01T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  heartbeatAnswer = { success: true, needsRejoin: false };
  nextHeartbeatAnswers = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('presence reporting', () => {
  it('joins on sign-in with the full presence user', async () => {
    const { scope, posts } = setup();
    await allSettled(presencePathChanged, { scope, params: `/dashboard/artists/${ARTIST_ID}/payouts` });
    await allSettled(presenceTrackingStarted, { scope });
    expect(posts.join).toEqual([]);

    await signIn(scope);
    expect(posts.join).toEqual([
      {
        userId: '0123456789abcdef01234567',
        email: 'artist@demo.test',
        name: 'Ada Artist',
        avatar: 'https://cdn.example.com/ada.png',
        roles: [],
        status: 'online',
        lastSeen: '2025-08-01T10:00:00.000Z',
        currentPath: `/dashboard/artists/${ARTIST_ID}/payouts`,
        currentPage: 'Artist Overview - Payouts',
        currentArtist: { id: ARTIST_ID, name: 'Ada Sings', spotifyId: 'sp1' },
        device,
        network,
        version: '2025.08.8',
        pageId: PAGE_ID,
      },
    ]);
  });

  it('names this page load on every join and leave, so the server can ignore the leave of a page left behind', async () => {
    expect(fork().getState($presencePageId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const { scope, posts } = setup();
    await allSettled(presenceTrackingStarted, { scope });
    await signIn(scope);
    await allSettled(presencePageHidden, { scope });
    await allSettled(presencePageRestored, { scope });
    await allSettled(logoutRequested, { scope });
    expect(posts.order.filter((post) => post !== 'heartbeat')).toEqual(['join', 'leave', 'join', 'leave']);
    expect([...posts.join, ...posts.leave].map((post) => post.pageId)).toEqual([PAGE_ID, PAGE_ID, PAGE_ID, PAGE_ID]);
  });

  it('joins a user already signed in when started, named by email without a name', async () => {
    const { scope, posts } = setup();
    await signIn(scope, makeUser({ firstName: '', lastName: ' ', photoURL: null, _artist: null, roles: ['ADMIN'] }));
    expect(posts.join).toEqual([]);
    await allSettled(presenceTrackingStarted, { scope });
    expect(posts.join[0]).toMatchObject({
      name: 'artist@demo.test',
      avatar: null,
      roles: ['ADMIN'],
      currentArtist: null,
    });
    // A refreshed token (same user) does not join again.
    await signIn(scope, makeUser({ roles: ['ADMIN'] }), 'token-2');
    expect(posts.join).toHaveLength(1);
  });

  it('sends a heartbeat at once after joining, then every 30 s', async () => {
    const { scope, posts } = setup();
    await allSettled(presenceTrackingStarted, { scope });
    await signIn(scope);
    expect(posts.order).toEqual(['join', 'heartbeat']);
    expect(posts.heartbeat).toEqual([{ userId: '0123456789abcdef01234567', at: T0, afterJoin: true }]);

    await wait(scope, HEARTBEAT_INTERVAL_MS - 1);
    expect(posts.heartbeat).toHaveLength(1);
    await wait(scope, 1);
    expect(posts.heartbeat).toHaveLength(2);
    await wait(scope, HEARTBEAT_INTERVAL_MS * 3);
    expect(posts.heartbeat.map((beat) => beat.at - T0)).toEqual([0, 30_000, 60_000, 90_000, 120_000]);
  });

  it('joins again when a heartbeat answers success false with needsRejoin, leaving first and resetting itself', async () => {
    const { scope, posts } = setup();
    await allSettled(presenceTrackingStarted, { scope });
    await signIn(scope);
    await wait(scope, AWAY_AFTER_MS);
    expect(scope.getState($presenceStatus)).toBe('away');

    nextHeartbeatAnswers = [{ success: false, needsRejoin: true }];
    posts.order.length = 0;
    await wait(scope, HEARTBEAT_INTERVAL_MS);
    expect(posts.order).toEqual(['heartbeat', 'leave', 'join', 'heartbeat']);
    expect(posts.leave).toEqual([{ userId: '0123456789abcdef01234567', pageId: PAGE_ID, token: 'token-1', keepalive: false }]);
    expect(posts.join).toHaveLength(2);
    expect(posts.join[1]).toMatchObject({ status: 'online' });
    expect(scope.getState($presenceStatus)).toBe('online');

    // The heartbeat timer restarted with the join: one interval from the re-join, not two.
    posts.order.length = 0;
    await wait(scope, HEARTBEAT_INTERVAL_MS);
    expect(posts.order).toEqual(['heartbeat']);
  });

  it('joins again at once when the heartbeat right after a join answers needsRejoin (spec 1 §6)', async () => {
    const { scope, posts } = setup();
    nextHeartbeatAnswers = [{ success: false, needsRejoin: true }];
    await allSettled(presenceTrackingStarted, { scope });
    await signIn(scope);
    expect(posts.order).toEqual(['join', 'heartbeat', 'leave', 'join', 'heartbeat']);
    expect(posts.heartbeat.map(({ at, afterJoin }) => ({ at, afterJoin }))).toEqual([
      { at: T0, afterJoin: true },
      { at: T0, afterJoin: true },
    ]);

    // Accepted since: the next one asking again right after a join is answered at once too.
    await wait(scope, HEARTBEAT_INTERVAL_MS);
    nextHeartbeatAnswers = [{ success: false, needsRejoin: true }];
    posts.order.length = 0;
    await allSettled(presencePageRestored, { scope });
    expect(posts.order).toEqual(['leave', 'join', 'heartbeat', 'leave', 'join', 'heartbeat']);
  });

  it('re-joins at once only once, then once per heartbeat interval while the server keeps asking (a failing join)', async () => {
    const { scope, posts } = setup();
    heartbeatAnswer = { success: false, needsRejoin: true };
    await allSettled(presenceTrackingStarted, { scope });
    await signIn(scope);
    expect(posts.join).toHaveLength(2);
    await wait(scope, HEARTBEAT_INTERVAL_MS - 1);
    expect(posts.join).toHaveLength(2);
    await wait(scope, 1 + HEARTBEAT_INTERVAL_MS * 2);
    expect(posts.join).toHaveLength(5);
    expect(posts.leave).toHaveLength(4);
  });

  it('does not re-join on an answer without needsRejoin', async () => {
    const { scope, posts } = setup();
    heartbeatAnswer = { success: false, needsRejoin: false };
    await allSettled(presenceTrackingStarted, { scope });
    await signIn(scope);
    await wait(scope, HEARTBEAT_INTERVAL_MS);
    expect(posts.join).toHaveLength(1);
  });

  it('sends an update with the page label on every path change', async () => {
    const { scope, posts } = setup();
    await allSettled(presenceTrackingStarted, { scope });
    await allSettled(presencePathChanged, { scope, params: '/dashboard' });
    await signIn(scope);
    expect(posts.update).toEqual([]);

    await allSettled(presencePathChanged, { scope, params: '/admin/users' });
    await allSettled(presencePathChanged, { scope, params: '/admin/users' });
    await allSettled(presencePathChanged, { scope, params: `/dashboard/writers/${ARTIST_ID}` });
    expect(posts.update).toEqual([
      {
        currentPath: '/admin/users',
        currentPage: 'Users',
        currentArtist: { id: ARTIST_ID, name: 'Ada Sings', spotifyId: 'sp1' },
      },
      {
        currentPath: `/dashboard/writers/${ARTIST_ID}`,
        currentPage: 'Writer Overview',
        currentArtist: { id: ARTIST_ID, name: 'Ada Sings', spotifyId: 'sp1' },
      },
    ]);
  });

  it('reports the selected roster artist as the current artist, and an update when it changes', async () => {
    const { scope, posts } = setup();
    const other = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const roster = [
      { _id: 'r00000000000000000000001', _artist: { _id: ARTIST_ID, name: 'Ada Sings', spotifyId: 'sp1' } },
      { _id: 'r00000000000000000000002', _artist: { _id: other, name: 'Other Band' } },
    ];
    await allSettled(presenceTrackingStarted, { scope });
    await allSettled(presencePathChanged, { scope, params: '/dashboard' });
    await signIn(scope, makeUser({ artists: roster, _artist: null }));
    const reported = [...posts.join, ...posts.update].map((post) =>
      'currentArtist' in post ? post.currentArtist : undefined,
    );
    expect(reported.at(-1)).toEqual({ id: ARTIST_ID, name: 'Ada Sings', spotifyId: 'sp1' });

    await allSettled(selectedArtistChanged, { scope, params: other });
    expect(posts.update.at(-1)).toEqual({
      currentPath: '/dashboard',
      currentPage: 'Dashboard',
      currentArtist: { id: other, name: 'Other Band', spotifyId: null },
    });
  });

  it('sends nothing before sign-in', async () => {
    const { scope, posts } = setup();
    await allSettled(presenceTrackingStarted, { scope });
    await allSettled(presencePathChanged, { scope, params: '/login' });
    await wait(scope, AWAY_AFTER_MS * 2);
    expect(posts.order).toEqual([]);
  });

  describe('away', () => {
    it('reports away after 5 minutes without activity, and online on the next activity', async () => {
      const { scope, posts } = setup();
      await allSettled(presenceTrackingStarted, { scope });
      await signIn(scope);

      await wait(scope, AWAY_AFTER_MS - 1);
      expect(posts.update).toEqual([]);
      await wait(scope, 1);
      expect(posts.update).toEqual([{ userId: '0123456789abcdef01234567', status: 'away' }]);
      expect(scope.getState($presenceStatus)).toBe('away');

      // Still away: no second report.
      await wait(scope, AWAY_AFTER_MS);
      expect(posts.update).toHaveLength(1);

      window.dispatchEvent(new MouseEvent('mousedown'));
      await allSettled(scope);
      expect(posts.update.at(-1)).toEqual({ userId: '0123456789abcdef01234567', status: 'online' });
      expect(scope.getState($presenceStatus)).toBe('online');

      // Activity while online reports nothing.
      window.dispatchEvent(new KeyboardEvent('keydown'));
      await allSettled(scope);
      expect(posts.update).toHaveLength(2);
    });

    it.each(['mousedown', 'keydown', 'scroll', 'touchstart'])('%s keeps the user online', async (type) => {
      const { scope, posts } = setup();
      await allSettled(presenceTrackingStarted, { scope });
      await signIn(scope);
      await wait(scope, AWAY_AFTER_MS - 1000);
      window.dispatchEvent(new Event(type));
      await wait(scope, AWAY_AFTER_MS - 1000);
      expect(posts.update).toEqual([]);
      await wait(scope, 1000);
      expect(posts.update).toEqual([{ userId: '0123456789abcdef01234567', status: 'away' }]);
    });

    it('counts scrolling inside an element', async () => {
      const { scope, posts } = setup();
      await allSettled(presenceTrackingStarted, { scope });
      await signIn(scope);
      await wait(scope, AWAY_AFTER_MS);
      const list = document.createElement('div');
      document.body.append(list);
      list.dispatchEvent(new Event('scroll'));
      await allSettled(scope);
      expect(posts.update.at(-1)).toMatchObject({ status: 'online' });
      list.remove();
    });
  });

  describe('leaving', () => {
    it('posts a leave with the last token on sign-out, and stops the heartbeat and the away timer', async () => {
      const { scope, posts } = setup();
      await allSettled(presenceTrackingStarted, { scope });
      await signIn(scope, makeUser(), 'token-9');
      await allSettled(logoutRequested, { scope });
      expect(posts.leave).toEqual([{ userId: '0123456789abcdef01234567', pageId: PAGE_ID, token: 'token-9', keepalive: false }]);

      posts.order.length = 0;
      await wait(scope, AWAY_AFTER_MS * 2);
      expect(posts.order).toEqual([]);
    });

    it('posts a keepalive leave on pagehide and joins again when the page is restored', async () => {
      const { scope, posts } = setup();
      await allSettled(presenceTrackingStarted, { scope });
      await signIn(scope);
      await allSettled(presencePageHidden, { scope });
      expect(posts.leave).toEqual([{ userId: '0123456789abcdef01234567', pageId: PAGE_ID, token: 'token-1', keepalive: true }]);
      await allSettled(presencePageHidden, { scope });
      expect(posts.leave).toHaveLength(1);

      posts.order.length = 0;
      await allSettled(presencePageRestored, { scope });
      expect(posts.order).toEqual(['join', 'heartbeat']);
    });

    it('joins the next user after a sign-out without a second leave', async () => {
      const { scope, posts } = setup();
      await allSettled(presenceTrackingStarted, { scope });
      await signIn(scope);
      await allSettled(logoutRequested, { scope });
      await signIn(scope, makeUser({ _id: 'fedcba9876543210fedcba98', email: 'admin@demo.test' }), 'token-2');
      expect(posts.order).toEqual(['join', 'heartbeat', 'leave', 'join', 'heartbeat']);
      expect(posts.join[1]).toMatchObject({ userId: 'fedcba9876543210fedcba98' });
    });
  });

  describe('admin feed', () => {
    it('opens the feed for an admin and closes it on sign-out', async () => {
      const { scope, openFeed, closeFeed } = setup();
      await allSettled(presenceTrackingStarted, { scope });
      await signIn(scope, makeUser({ roles: ['ADMIN'] }));
      expect(openFeed).toHaveBeenCalledOnce();
      await allSettled(logoutRequested, { scope });
      expect(closeFeed).toHaveBeenCalledOnce();
    });

    it('never opens the feed for other users', async () => {
      const { scope, openFeed } = setup();
      await allSettled(presenceTrackingStarted, { scope });
      await signIn(scope, makeUser({ roles: ['INVESTOR'] }));
      expect(openFeed).not.toHaveBeenCalled();
    });
  });
});

describe('failed posts', () => {
  it('are swallowed with a debug log', async () => {
    vi.useRealTimers();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const scope = fork();
    const params = { userId: '0123456789abcdef01234567', afterJoin: false };
    await expect(allSettled(heartbeatFx, { scope, params })).resolves.toEqual({
      status: 'done',
      value: null,
    });
    await expect(
      allSettled(leavePresenceFx, { scope, params: { userId: 'x', pageId: PAGE_ID, token: 't', keepalive: true } }),
    ).resolves.toEqual({ status: 'done', value: null });
    expect(debug).toHaveBeenCalledTimes(2);
    expect(debug).toHaveBeenCalledWith('Presence: heartbeat failed', expect.anything());
  });
});
