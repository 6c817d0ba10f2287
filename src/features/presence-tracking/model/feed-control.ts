import { createStore, sample } from 'effector';
import { presenceFeedStarted, presenceFeedStopped } from '@/entities/presence';
import { $user, isAdmin } from '@/entities/session';
import { presenceTrackingStarted } from './reporting';

/*
 * Only admins open the live feed (spec 1 §6): it opens when an admin is signed in and closes on
 * sign-out (or when the signed-in user is no longer an admin).
 */

const $started = createStore(false, { serialize: 'ignore' }).on(presenceTrackingStarted, () => true);

/** The admin the feed is open for, or null. */
const $feedOwner = $user.map((user) => (user && isAdmin(user) ? user._id : null));

sample({
  clock: $feedOwner.updates,
  source: $started,
  filter: (started, owner) => started && owner === null,
  target: presenceFeedStopped,
});

sample({
  clock: [presenceTrackingStarted, $feedOwner.updates],
  source: { started: $started, owner: $feedOwner },
  filter: ({ started, owner }) => started && owner !== null,
  target: presenceFeedStarted,
});
