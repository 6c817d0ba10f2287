import { APP_UPDATE_TOAST_ID, refreshToLatestVersion } from '@/shared/lib/app-reload';
import { toaster, type ToastMeta } from '@/shared/ui';

export const NEW_VERSION_TOAST_ID = APP_UPDATE_TOAST_ID;
export const NEW_VERSION_TITLE = 'A new version is available';
export const NEW_VERSION_DESCRIPTION = 'Refresh to get the latest version.';

/**
 * The persistent info toast of spec 2 §4: "Refresh Now" reloads, "Later" dismisses.
 *
 * "Refresh Now" lets the new build's service worker take over when it is waiting, else empties
 * Cache Storage and reloads (`refreshToLatestVersion`): a plain reload could be answered by the
 * old worker's precache with the build this tab already runs. The toast replaces the worker's own
 * "Update" toast (one id), so a new build is announced once.
 */
export function showNewVersionToast(reload: () => unknown = refreshToLatestVersion): void {
  const meta: ToastMeta = { closeLabel: 'Later' };
  toaster.create({
    id: NEW_VERSION_TOAST_ID,
    type: 'info',
    title: NEW_VERSION_TITLE,
    description: NEW_VERSION_DESCRIPTION,
    duration: Infinity,
    action: { label: 'Refresh Now', onClick: () => void reload() },
    meta,
  });
}
