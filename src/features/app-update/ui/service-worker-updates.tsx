import { useEffect, useRef, useState } from 'react';
import { APP_UPDATE_TOAST_ID, applyUpdate, applyUpdateAtPageChange, startServiceWorker } from '@/shared/lib/app-reload';
import { useLocation } from 'react-router';
import { toaster } from '@/shared/ui';
import { OFFLINE_READY_DURATION_MS, SERVICE_WORKER_TEXT } from '../config/texts';
import { afterPageSettles } from '../lib/after-page-settles';

/**
 * Not while the new page loads: a worker that takes over aborts what the outgoing one still serves
 * (a chunk: the page fails), and Chromium 156 held the takeover until the page unloaded when it was
 * asked in the middle of a change of page (the reload then hung).
 */
const afterNewPageSettles = (task: () => void) => afterPageSettles(task, 300);

// Production builds only: `npm run dev` serves no /sw.js.
const IS_PRODUCTION_BUILD = process.env.NODE_ENV === 'production';

/**
 * Registers the service worker (spec 1 §1) and tells the user about it: "Ready to work offline"
 * for 6 s after the first install, and, when a new version waits, a toast with "Update". A waiting
 * version also installs itself at the next change of page, when nothing on screen is lost (release
 * drafts are kept on the device besides). Either way the page reloads once the new worker is in
 * control.
 */
export function ServiceWorkerUpdates({
  enabled = IS_PRODUCTION_BUILD,
  whenSettled = afterPageSettles,
  whenNewPageSettled = afterNewPageSettles,
}: {
  enabled?: boolean;
  /** When to register: once the page has loaded and settled (web.dev's advice), not during its first load. */
  whenSettled?: (task: () => void) => () => void;
  /** When a waiting version takes over after a change of page: once the new page's chunks and first requests are in. */
  whenNewPageSettled?: (task: () => void) => () => void;
}) {
  const { pathname } = useLocation();
  const [waitingSince, setWaitingSince] = useState<string | null>(null);
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!enabled) return undefined;
    const register = () =>
      startServiceWorker({
        offlineReady: () => toaster.create({ type: 'success', ...SERVICE_WORKER_TEXT.offlineReady, duration: OFFLINE_READY_DURATION_MS }),
        updateWaiting: () => {
          setWaitingSince(pathnameRef.current);
          // The version check has announced this build already ("Refresh Now" applies the worker).
          if (toaster.isVisible(APP_UPDATE_TOAST_ID)) return;
          const { title, description, action } = SERVICE_WORKER_TEXT.updateWaiting;
          toaster.create({
            id: APP_UPDATE_TOAST_ID,
            type: 'info',
            title,
            description,
            duration: Number.POSITIVE_INFINITY,
            action: { label: action, onClick: () => void applyUpdate() },
          });
        },
      });
    // The worker precaches the whole app (about 2 MB): on a slow connection that must not compete
    // with the page's own chunks and data, so it registers once the page has settled.
    let stop: (() => void) | undefined;
    const cancel = whenSettled(() => {
      stop = register();
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [enabled, whenSettled]);

  useEffect(() => {
    if (waitingSince === null || pathname === waitingSince) return undefined;
    return whenNewPageSettled(() => void applyUpdateAtPageChange());
  }, [pathname, waitingSince, whenNewPageSettled]);

  return null;
}
