import { AppVersionCheck } from '@/features/app-version-check';
import { BehaviorTracker } from '@/features/behavior-tracking';
import { ConnectionStatus } from '@/features/connection-status';
import { PresenceTracker } from '@/features/presence-tracking';
import { UserEventsBridge } from './user-events-bridge';

/**
 * What starts right after the first paint, one chunk requested once the page's first content is
 * on screen: the offline banner (rendered first: it sits above the layouts), presence reporting
 * (and the admin feed), the signed-in user's own events (release status toasts), the sender of
 * behavioural events (page views and key actions) and the check for a newer build.
 */
export function AfterPaint() {
  return (
    <>
      <ConnectionStatus />
      <PresenceTracker />
      <UserEventsBridge />
      <BehaviorTracker />
      <AppVersionCheck />
    </>
  );
}
