import { ServiceWorkerUpdates } from '@/features/app-update';
import { BehaviorTracker } from '@/features/behavior-tracking';
import { PresenceTracker } from '@/features/presence-tracking';
import { ErrorReportingStarter } from './error-reporting-starter';
import { UserEventsBridge } from './user-events-bridge';

/**
 * What starts right after the first paint, one chunk requested once the page's first content is
 * on screen: presence reporting (and the admin feed), the signed-in user's own events (release
 * status toasts), the sender of behavioural events (page views and key actions), the service
 * worker with its update messages, and error reporting (Sentry, when the build has a DSN).
 */
export function AfterPaint() {
  return (
    <>
      <PresenceTracker />
      <UserEventsBridge />
      <BehaviorTracker />
      <ServiceWorkerUpdates />
      <ErrorReportingStarter />
    </>
  );
}
