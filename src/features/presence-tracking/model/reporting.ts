import { combine, createEffect, createEvent, createStore, merge, sample, scopeBind } from 'effector';
import {
  requestPresenceHeartbeat,
  requestPresenceJoin,
  requestPresenceLeave,
  requestPresenceUpdate,
  type PresenceHeartbeatResponse,
  type PresenceLocationUpdate,
  type PresenceStatus,
  type PresenceStatusUpdate,
  type PresenceUser,
} from '@/entities/presence';
import { $selectedArtist } from '@/entities/selected-artist';
import { $session, $user, type User } from '@/entities/session';
import { randomId } from '@/shared/neutral';
import { AWAY_AFTER_MS, HEARTBEAT_INTERVAL_MS } from '../config/timings';
import {
  buildPresenceUser,
  currentPresenceArtist,
  locationKey,
  locationUpdate,
  type PresenceLocation,
} from '../lib/build-presence-user';
import { watchIdle, type IdleWatcher } from '../lib/idle-watcher';

/*
 * The signed-in user's own presence (spec 1 §4 "Presence"): join on sign-in, an update on every
 * path change, a heartbeat at once and then every 30 s, away after 5 minutes without activity and
 * online again on the next activity, a leave on leaving (pagehide, sign-out) and before
 * re-joining. Failed posts are swallowed with a debug log (spec 1 §8).
 */

// ---------------------------------------------------------------- events

/** Starts reporting (once per app; later calls are ignored). */
export const presenceTrackingStarted = createEvent();
/** The router's pathname changed. */
export const presencePathChanged = createEvent<string>();
/** The page is being left (`pagehide`). */
export const presencePageHidden = createEvent();
/** The page came back from the back/forward cache (`pageshow` with `persisted`). */
export const presencePageRestored = createEvent();

/** `true` for the heartbeat sent at once after a join, `false` for the periodic ones. */
const heartbeatTicked = createEvent<boolean>();
const wentIdle = createEvent();
const becameActive = createEvent();
const rejoinRequested = createEvent();

// ---------------------------------------------------------------- effects

function swallow<Params, Result>(what: string, post: (params: Params) => Promise<Result>) {
  return async (params: Params): Promise<Result | null> => {
    try {
      return await post(params);
    } catch (error) {
      console.debug(`Presence: ${what} failed`, error);
      return null;
    }
  };
}

/**
 * The device and network of this browser. Device detection (bowser) is a chunk of its own,
 * evaluated in a task of its own when the first join needs it, not with the rest of presence.
 */
export const readClientFx = createEffect(async () => {
  const [{ readDevice }, { readNetwork }] = await Promise.all([
    import('@/shared/lib/device'),
    import('@/shared/lib/network'),
  ]);
  return { device: readDevice(), network: readNetwork() };
});

export const joinPresenceFx = createEffect<PresenceUser, boolean | null>(swallow('join', requestPresenceJoin));

export const updatePresenceFx = createEffect<PresenceLocationUpdate | PresenceStatusUpdate, boolean | null>(
  swallow('update', requestPresenceUpdate),
);

export interface HeartbeatParams {
  userId: string;
  /** The heartbeat sent at once after a join. */
  afterJoin: boolean;
}

export const heartbeatFx = createEffect<HeartbeatParams, PresenceHeartbeatResponse | null>(
  swallow('heartbeat', ({ userId }: HeartbeatParams) => requestPresenceHeartbeat({ userId, timestamp: Date.now() })),
);

export interface LeaveParams {
  userId: string;
  /** This page load: the server ignores the leave once another page load has joined since. */
  pageId: string;
  token: string | null;
  keepalive: boolean;
}

export const leavePresenceFx = createEffect<LeaveParams, void | null>(
  swallow('leave', ({ userId, pageId, token, keepalive }: LeaveParams) =>
    requestPresenceLeave({ userId, pageId }, { token, keepalive }),
  ),
);

interface RejoinParams {
  /** The user to leave first (re-joining), with the token to leave with. */
  previous: { userId: string; token: string | null } | null;
  user: User;
  location: PresenceLocation;
  pageId: string;
}

/** Leave (when re-joining), then join with the full presence user. */
export const rejoinFx = createEffect<RejoinParams, void>(async ({ previous, user, location, pageId }) => {
  if (previous) await leavePresenceFx({ ...previous, pageId, keepalive: false });
  const client = await readClientFx();
  await joinPresenceFx(buildPresenceUser({ user, ...location, ...client, pageId, now: Date.now() }));
});

type Interval = ReturnType<typeof setInterval>;

const startHeartbeatTimerFx = createEffect<void, Interval>(() => {
  const tick = scopeBind(heartbeatTicked, { safe: true });
  return setInterval(() => tick(false), HEARTBEAT_INTERVAL_MS);
});
const stopHeartbeatTimerFx = createEffect<Interval | null, void>((timer) => {
  if (timer !== null) clearInterval(timer);
});

const startIdleWatchFx = createEffect<void, IdleWatcher>(() => {
  const idle = scopeBind(wentIdle, { safe: true });
  const active = scopeBind(becameActive, { safe: true });
  return watchIdle({ timeoutMs: AWAY_AFTER_MS, onIdle: () => idle(), onActive: () => active() });
});
const stopIdleWatchFx = createEffect<IdleWatcher | null, void>((watcher) => watcher?.stop());

// ---------------------------------------------------------------- state

const $started = createStore(false, { serialize: 'ignore' }).on(presenceTrackingStarted, () => true);

/**
 * This page load, named on every join and leave: a leave sent as a page unloads may reach the
 * server after the next page's join, or come from the other of two tabs, and must not undo it.
 */
export const $presencePageId = createStore(randomId(), { serialize: 'ignore' });

/** The current pathname. */
export const $presencePath = createStore('/').on(presencePathChanged, (_, path) => path);

/** The artist the user works with (roster selection, else the linked artist). */
export const $presenceArtist = combine($selectedArtist, $user, currentPresenceArtist);

const $location = combine($presencePath, $presenceArtist, (path, artist): PresenceLocation => ({ path, artist }));

/** The user this client has joined as (null: not joined). */
export const $joinedUserId = createStore<string | null>(null);

/** online or away (spec 1 §4). */
export const $presenceStatus = createStore<PresenceStatus>('online');

/** The location last sent (join or update), so an unchanged one is not sent again. */
const $reportedLocation = createStore<string | null>(null);

const $rejoining = createStore(false)
  .on(rejoinFx, () => true)
  .on(rejoinFx.finally, () => false);

/** The last token seen: a leave on sign-out goes out while the session is being cleared. */
const $lastSeenToken = createStore<string | null>(null).on($session.updates, (last, session) => session.token ?? last);
const $lastToken = combine($session, $lastSeenToken, (session, last) => session.token ?? last);

const $heartbeatTimer = createStore<Interval | null>(null, { serialize: 'ignore' })
  .on(startHeartbeatTimerFx.doneData, (_, timer) => timer)
  .reset(stopHeartbeatTimerFx);

const $idleWatcher = createStore<IdleWatcher | null>(null, { serialize: 'ignore' })
  .on(startIdleWatchFx.doneData, (_, watcher) => watcher)
  .reset(stopIdleWatchFx);

// ---------------------------------------------------------------- join

// Sign-in (or the restored session) of a user this client has not joined as.
sample({
  clock: [presenceTrackingStarted, $user.updates],
  source: { started: $started, user: $user, joined: $joinedUserId },
  filter: ({ started, user, joined }) => started && user !== null && user._id !== joined,
  target: rejoinRequested,
});

sample({ clock: presencePageRestored, source: $user, filter: Boolean, target: rejoinRequested });

sample({
  clock: rejoinRequested,
  source: {
    user: $user,
    joined: $joinedUserId,
    token: $lastToken,
    location: $location,
    rejoining: $rejoining,
    pageId: $presencePageId,
  },
  filter: ({ user, rejoining }) => user !== null && !rejoining,
  fn: ({ user, joined, token, location, pageId }): RejoinParams => ({
    previous: joined === null ? null : { userId: joined, token },
    user: user as User,
    location,
    pageId,
  }),
  target: rejoinFx,
});

// Re-joining resets the own presence: online, the location of the join, fresh timers.
$joinedUserId.on(rejoinFx, (_, { user }) => user._id);
$presenceStatus.on(rejoinFx, () => 'online');
$reportedLocation.on(rejoinFx, (_, { location }) => locationKey(location));

const joined = sample({
  clock: rejoinFx.finally,
  source: $joinedUserId,
  filter: (userId, { params }) => userId === params.user._id,
});

sample({ clock: joined, source: $heartbeatTimer, target: stopHeartbeatTimerFx });
sample({ clock: joined, source: $idleWatcher, target: stopIdleWatchFx });
sample({ clock: joined, fn: () => true, target: heartbeatTicked });
sample({ clock: joined, target: [startHeartbeatTimerFx, startIdleWatchFx] });

// ---------------------------------------------------------------- heartbeat

sample({
  clock: heartbeatTicked,
  source: { userId: $joinedUserId, rejoining: $rejoining },
  filter: ({ userId, rejoining }) => userId !== null && !rejoining,
  fn: ({ userId }, afterJoin): HeartbeatParams => ({ userId: userId as string, afterJoin }),
  target: heartbeatFx,
});

// The server no longer knows this user (expired, or restarted): join again, also when the answer
// is to the heartbeat right after a join (spec 1 §6: at once, not 30 s later).
const askedToRejoin = sample({
  clock: heartbeatFx.done,
  source: $joinedUserId,
  filter: (userId, { params, result }) =>
    userId === params.userId && result !== null && !result.success && result.needsRejoin,
  fn: (_, { params }) => ({ afterJoin: params.afterJoin }),
});

/*
 * Whether the last re-join came at once from the heartbeat right after a join. When the join
 * after it is refused too, joining fails: joining at once again would loop, so the next periodic
 * heartbeat (30 s later) tries again. A heartbeat the server accepts clears it.
 */
const $rejoinedAtOnce = createStore(false)
  .on(heartbeatFx.done, (atOnce, { result }) => (result?.success ? false : atOnce))
  .reset(presencePageHidden, $user.updates);

const rejoinAtOnce = sample({
  clock: askedToRejoin,
  source: $rejoinedAtOnce,
  filter: (atOnce, { afterJoin }) => afterJoin && !atOnce,
});
const rejoinOnBeat = sample({ clock: askedToRejoin, filter: ({ afterJoin }) => !afterJoin });
$rejoinedAtOnce.on(rejoinAtOnce, () => true);
sample({ clock: [rejoinAtOnce, rejoinOnBeat], target: rejoinRequested });

// ---------------------------------------------------------------- location

sample({
  clock: [$location.updates, joined],
  source: {
    user: $user,
    userId: $joinedUserId,
    location: $location,
    reported: $reportedLocation,
    rejoining: $rejoining,
  },
  // (Signing out clears the artist too: that is a leave, not a move.)
  filter: ({ user, userId, location, reported, rejoining }) =>
    user !== null && userId === user._id && !rejoining && locationKey(location) !== reported,
  fn: ({ location }) => locationUpdate(location),
  target: updatePresenceFx,
});

$reportedLocation.on(updatePresenceFx, (reported, body) =>
  'currentPath' in body ? locationKey({ path: body.currentPath, artist: body.currentArtist ?? null }) : reported,
);

// ---------------------------------------------------------------- away and back

sample({
  clock: wentIdle,
  source: { userId: $joinedUserId, status: $presenceStatus },
  filter: ({ userId, status }) => userId !== null && status === 'online',
  fn: ({ userId }): PresenceStatusUpdate => ({ userId: userId as string, status: 'away' }),
  target: updatePresenceFx,
});

sample({
  clock: becameActive,
  source: { userId: $joinedUserId, status: $presenceStatus },
  filter: ({ userId, status }) => userId !== null && status === 'away',
  fn: ({ userId }): PresenceStatusUpdate => ({ userId: userId as string, status: 'online' }),
  target: updatePresenceFx,
});

$presenceStatus.on(updatePresenceFx, (status, body) => ('status' in body ? body.status : status));

// ---------------------------------------------------------------- leave

const signedOut = sample({ clock: $user.updates, filter: (user) => user === null });
const left = merge([signedOut, presencePageHidden]);

/*
 * The leave names the user joined as, with the last token (on sign-out the session has just
 * cleared it); read before anything is reset. Only a page being unloaded needs `keepalive`; on
 * sign-out an ordinary request goes out at once, ahead of the logout that revokes the token.
 */
const leaveSource = { userId: $joinedUserId, pageId: $presencePageId, token: $lastToken };
const toLeave =
  (keepalive: boolean) =>
  ({ userId, pageId, token }: { userId: string | null; pageId: string; token: string | null }): LeaveParams => ({
    userId: userId as string,
    pageId,
    token,
    keepalive,
  });

const leaving = merge([
  sample({ clock: signedOut, source: leaveSource, filter: ({ userId }) => userId !== null, fn: toLeave(false) }),
  sample({
    clock: presencePageHidden,
    source: leaveSource,
    filter: ({ userId }) => userId !== null,
    fn: toLeave(true),
  }),
]);

sample({ clock: leaving, target: leavePresenceFx });
sample({ clock: left, source: $heartbeatTimer, target: stopHeartbeatTimerFx });
sample({ clock: left, source: $idleWatcher, target: stopIdleWatchFx });
$joinedUserId.reset(leaving);
$presenceStatus.reset(leaving);
$reportedLocation.reset(leaving);
