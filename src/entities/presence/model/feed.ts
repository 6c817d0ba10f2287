import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { openPresenceStream } from '../api/presence-stream';
import { isPresenceFeedEvent, reducePresenceEvent } from './feed-reducer';
import type { PresenceStreamMessage, PresenceUser } from './types';

/** Open the admin feed (admins only; see the presence-tracking feature). Ignored while open. */
export const presenceFeedStarted = createEvent();
/** Close the feed and forget the list (sign-out, or no longer an admin). */
export const presenceFeedStopped = createEvent();
/** One event from the stream. */
export const presenceEventReceived = createEvent<PresenceStreamMessage>();

/** Opens the stream; messages come back as `presenceEventReceived` (in the caller's scope). */
export const openPresenceFeedFx = createEffect<void, AbortController>(() => {
  const onMessage = scopeBind(presenceEventReceived, { safe: true });
  const controller = new AbortController();
  void openPresenceStream({ signal: controller.signal, onMessage });
  return controller;
});

export const closePresenceFeedFx = createEffect<AbortController | null, void>((controller) => {
  controller?.abort();
});

export const logPresenceFeedWarningFx = createEffect<string, void>((warning) => {
  console.warn(warning);
});

const $connection = createStore<AbortController | null>(null, { serialize: 'ignore' })
  .on(openPresenceFeedFx.doneData, (_, controller) => controller)
  .reset(closePresenceFeedFx);

/** True from opening until the first data arrives (spec 1 §4). */
export const $presenceFeedLoading = createStore(true).reset(presenceFeedStopped);

/** Everyone online or away, as the feed last said (unsorted; see `sortOnlineUsers`). */
export const $presenceUsers = createStore<PresenceUser[]>([]).reset(presenceFeedStopped);

/** Set at once on start (before the stream is open), so a second start in the same tick is ignored. */
const $active = createStore(false, { serialize: 'ignore' });

const accepted = sample({ clock: presenceFeedStarted, source: $active, filter: (active) => !active });
$active.on(accepted, () => true).reset(presenceFeedStopped);
sample({ clock: accepted, target: openPresenceFeedFx });

sample({ clock: presenceFeedStopped, source: $connection, target: closePresenceFeedFx });

const reduced = sample({
  clock: presenceEventReceived,
  source: combine({ users: $presenceUsers, loading: $presenceFeedLoading }),
  filter: (_, message) => isPresenceFeedEvent(message.event),
  // Before the first data there is no list: a payload that cannot be used then leaves it empty.
  fn: ({ users, loading }, message) => reducePresenceEvent(loading ? null : users, message),
});

$presenceUsers.on(reduced, (_, { users }) => users);
$presenceFeedLoading.on(reduced, () => false);

sample({
  clock: reduced,
  filter: (reduction) => reduction.warning !== undefined,
  fn: (reduction) => reduction.warning ?? '',
  target: logPresenceFeedWarningFx,
});
