import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { openPresenceStream } from '../api/presence-stream';
import { PRESENCE_FEED_BATCH_MS } from '../config/constants';
import { createMessageBatcher } from '../lib/message-batcher';
import { isPresenceFeedEvent, reducePresenceEvents } from './feed-reducer';
import type { PresenceStreamMessage, PresenceUsersById } from './types';

/** Open the admin feed (admins only; see the presence-tracking feature). Ignored while open. */
export const presenceFeedStarted = createEvent();
/** Close the feed and forget the list (sign-out, or no longer an admin). */
export const presenceFeedStopped = createEvent();
/**
 * Events from the stream, in order, applied together: the stream's events are collected for
 * up to `PRESENCE_FEED_BATCH_MS` and applied as one list update (one copy of the list, one
 * render of its views) instead of one per event.
 */
export const presenceEventsBatched = createEvent<PresenceStreamMessage[]>();
/** One event from the stream, applied at once (a batch of one). */
export const presenceEventReceived = createEvent<PresenceStreamMessage>();

/** Opens the stream; its messages come back in batches as `presenceEventsBatched` (in the caller's scope). */
export const openPresenceFeedFx = createEffect<void, AbortController>(() => {
  const onBatch = scopeBind(presenceEventsBatched, { safe: true });
  const controller = new AbortController();
  const batcher = createMessageBatcher<PresenceStreamMessage>(onBatch, PRESENCE_FEED_BATCH_MS);
  // A closed feed applies nothing more, not even what was still queued.
  controller.signal.addEventListener('abort', () => batcher.cancel(), { once: true });
  void openPresenceStream({ signal: controller.signal, onMessage: batcher.push });
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

/**
 * Everyone online or away, as the feed last said, by userId (unsorted; see `sortOnlineUsers`).
 * A new map per batch that changed it; never changed in place.
 */
export const $presenceUsersById = createStore<PresenceUsersById>(new Map(), { serialize: 'ignore' }).reset(
  presenceFeedStopped,
);

/** How many users are online or away (for the badge: no list, no sorting). */
export const $presenceUserCount = $presenceUsersById.map((users) => users.size);

/** Set at once on start (before the stream is open), so a second start in the same tick is ignored. */
const $active = createStore(false, { serialize: 'ignore' });

const accepted = sample({ clock: presenceFeedStarted, source: $active, filter: (active) => !active });
$active.on(accepted, () => true).reset(presenceFeedStopped);
sample({ clock: accepted, target: openPresenceFeedFx });

sample({ clock: presenceFeedStopped, source: $connection, target: closePresenceFeedFx });

sample({ clock: presenceEventReceived, fn: (message) => [message], target: presenceEventsBatched });

const reduced = sample({
  clock: presenceEventsBatched,
  source: { users: $presenceUsersById, loading: $presenceFeedLoading },
  filter: (_, messages) => messages.some((message) => isPresenceFeedEvent(message.event)),
  // Before the first data there is no list: a payload that cannot be used then leaves it empty.
  fn: ({ users, loading }, messages) => reducePresenceEvents(loading ? null : users, messages),
});

$presenceUsersById.on(reduced, (_, { users }) => users);
$presenceFeedLoading.on(reduced, () => false);

sample({
  clock: reduced,
  filter: (reduction) => reduction.warnings.length > 0,
  // One log line per batch, however many payloads it could not use.
  fn: (reduction) => reduction.warnings.join('\n'),
  target: logPresenceFeedWarningFx,
});
