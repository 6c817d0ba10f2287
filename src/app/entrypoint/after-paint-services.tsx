import { ServiceWorkerUpdates } from '@/features/app-update';
import { AppVersionCheck } from '@/features/app-version-check';
import { BehaviorTracker } from '@/features/behavior-tracking';
import { ConnectionStatus } from '@/features/connection-status';
import { useUnit } from 'effector-react';
import { $user } from '@/entities/session';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import { ErrorReportingStarter } from './error-reporting-starter';

const signedInServices = deferredModule(
  () => import(/* webpackChunkName: "signed-in-services" */ './signed-in-services'),
);

/** Presence and the user's own events, fetched with the first signed-in user and kept from then on (a sign-out is theirs to follow). */
export function SignedInServicesSlot() {
  const signedIn = useUnit($user) !== null;
  const loaded = useDeferredModule(signedInServices, signedIn || signedInServices.get() !== undefined);
  return loaded ? <loaded.SignedInServices /> : null;
}

/**
 * What starts right after the first paint, one chunk requested once the page's first content is
 * on screen: the offline banner (rendered first: it sits above the layouts), for a signed-in user
 * presence reporting (and the admin feed) and their own events (release status toasts), the sender of
 * behavioural events (page views and key actions), the service worker with its update messages,
 * the check for a newer build, and error reporting (Sentry, when the build has a DSN).
 */
export function AfterPaint() {
  return (
    <>
      <ConnectionStatus />
      <SignedInServicesSlot />
      <BehaviorTracker />
      <ServiceWorkerUpdates />
      <AppVersionCheck />
      <ErrorReportingStarter />
    </>
  );
}
