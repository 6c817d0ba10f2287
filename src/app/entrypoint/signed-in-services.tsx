import { PresenceTracker } from '@/features/presence-tracking';
import { UserEventsBridge } from './user-events-bridge';

/**
 * What runs only for a signed-in user: presence reporting (and the admin feed) and the user's own
 * event stream. A chunk of its own (with device detection), fetched once a user is signed in, so
 * a visitor's page never downloads or evaluates it.
 */
export function SignedInServices() {
  return (
    <>
      <PresenceTracker />
      <UserEventsBridge />
    </>
  );
}
