import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useReleaseStatusUpdates } from '@/entities/release';
import { $user, sessionEnded } from '@/entities/session';
import { userEvents } from '@/shared/lib/user-events';

/**
 * The signed-in user's own event stream, one per tab: opened for a signed-in user, closed on
 * sign-out (and opened again for the next user), with its listeners: release status changes
 * become a toast and fresh release lists; a `session-ended` event signs the user out. Rendered
 * once by the root route, after the first paint.
 */
export function UserEventsBridge() {
  const userId = useUnit($user)?._id ?? null;
  useEffect(() => {
    if (userId === null) return;
    userEvents.start();
    return () => userEvents.stop();
  }, [userId]);
  useReleaseStatusUpdates(userEvents);
  // Archived: signed out at once (the login page says why).
  const endSession = useUnit(sessionEnded);
  useEffect(() => userEvents.subscribe('session-ended', endSession), [endSession]);
  return null;
}
