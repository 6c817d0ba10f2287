import { clearCachesAndReload } from '@/shared/lib/app-reload';
import { toaster, type ToastMeta } from '@/shared/ui';

export const NEW_VERSION_TOAST_ID = 'app-new-version';
export const NEW_VERSION_TITLE = 'A new version is available';
export const NEW_VERSION_DESCRIPTION = 'Refresh to get the latest version.';

/**
 * The persistent info toast of spec 2 §4: "Refresh Now" reloads, "Later" dismisses.
 *
 * "Refresh Now" empties Cache Storage before reloading (`clearCachesAndReload`): a plain reload
 * could be answered by the service worker's precache with the build this tab already runs, and
 * the toast would not come back (the next first read is the new build). With the caches gone the
 * worker falls back to the network, and its successor precaches the new build.
 */
export function showNewVersionToast(reload: () => unknown = clearCachesAndReload): void {
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
