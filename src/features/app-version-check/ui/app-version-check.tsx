import { useEffect } from 'react';
import { checkForUpdate } from '@/shared/lib/app-reload';
import { startVersionCheck } from '../lib/version-check';
import { showNewVersionToast } from '../lib/new-version-toast';

export interface AppVersionCheckProps {
  /** Off where no build wrote `/version.json` (the dev server); on in production builds. */
  enabled?: boolean;
  /** What "Refresh Now" does (tests). */
  reload?: () => unknown;
}

/**
 * Watches `/version.json` while the app is open and offers to reload when a new build is out (and
 * has the service worker fetch it).
 */
export function AppVersionCheck({ enabled = import.meta.env.PROD, reload }: AppVersionCheckProps) {
  useEffect(() => {
    if (!enabled) return undefined;
    return startVersionCheck({
      onNewVersion: () => {
        showNewVersionToast(reload);
        // The service worker learns of the new build now, not at the next full page load, so
        // "Refresh Now" finds its worker installed and waiting.
        void checkForUpdate();
      },
    });
  }, [enabled, reload]);
  return null;
}
