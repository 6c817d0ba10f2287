import { PresenceTracker } from '@/features/presence-tracking';
import { UserEventsBridge } from './user-events-bridge';

/**
 * What starts right after the first paint, one chunk requested once the page's first content is
 * on screen: presence reporting (and the admin feed) and the signed-in user's own events
 * (release status toasts).
 */
export function AfterPaint() {
  return (
    <>
      <PresenceTracker />
      <UserEventsBridge />
    </>
  );
}
