import { ServiceWorkerUpdates } from '@/features/app-update';
import { AppVersionCheck } from '@/features/app-version-check';
import { BehaviorTracker } from '@/features/behavior-tracking';
import { ConnectionStatus } from '@/features/connection-status';
import { PresenceTracker } from '@/features/presence-tracking';
import { ErrorReportingStarter } from './error-reporting-starter';
import { UserEventsBridge } from './user-events-bridge';

/**
 * What starts right after the first paint, one chunk requested once the page's first content is
 * on screen: the offline banner (rendered first: it sits above the layouts), presence reporting
 * (and the admin feed), the signed-in user's own events (release status toasts), the sender of
 * behavioural events (page views and key actions), the service worker with its update messages,
 * the check for a newer build, and error reporting (Sentry, when the build has a DSN).
 */
export function AfterPaint() {
  return (
    <>
      <ConnectionStatus />
      <PresenceTracker />
      <UserEventsBridge />
      <BehaviorTracker />
      <ServiceWorkerUpdates />
      <AppVersionCheck />
      <ErrorReportingStarter />
    </>
  );
}
