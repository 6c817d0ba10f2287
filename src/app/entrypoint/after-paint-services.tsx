import { PresenceTracker } from '@/features/presence-tracking';
import { loadQueryClient } from '@/shared/api';
import { UserEventsBridge } from './user-events-bridge';

/** Resolves once the app's query client exists (the user's events refresh queries). */
export const queryClientLoaded = (): Promise<unknown> => loadQueryClient();

/**
 * What starts right after the first paint, one chunk requested once the page's first content is
 * on screen: presence reporting (and the admin feed) and the signed-in user's own events
 * (release status toasts).
 */
export function AfterPaintServices() {
  return (
    <>
      <PresenceTracker />
      <UserEventsBridge />
    </>
  );
}
