import { useEffect } from 'react';
import { startVersionCheck } from '../lib/version-check';
import { showNewVersionToast } from '../lib/new-version-toast';

export interface AppVersionCheckProps {
  /** Off where no build wrote `/version.json` (the dev server); on in production builds. */
  enabled?: boolean;
  /** What "Refresh Now" does (tests). */
  reload?: () => unknown;
}

/** Watches `/version.json` while the app is open and offers to reload when a new build is out. */
export function AppVersionCheck({ enabled = import.meta.env.PROD, reload }: AppVersionCheckProps) {
  useEffect(() => {
    if (!enabled) return undefined;
    return startVersionCheck({ onNewVersion: () => showNewVersionToast(reload) });
  }, [enabled, reload]);
  return null;
}
