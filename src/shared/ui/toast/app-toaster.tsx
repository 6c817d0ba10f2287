import { useEffect, useState } from 'react';
import { deferredModule, useDeferredModule, whenIdle } from '@/shared/lib/deferred';
import { onToastCreated } from './toast-signal';

const view = deferredModule(() => import('./toaster-view'));

/** Loads the toast region (tests and early preloading). */
export const preloadToaster = () => view.load();

/**
 * Render once, near the root of the app. The toast region (Ark UI's toast machines and the
 * toaster store) is a chunk of its own, fetched when the browser is idle or with the first toast;
 * toasts created before it arrives are kept by the store and shown as soon as it mounts.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(() => view.get() !== undefined);
  useEffect(() => {
    if (wanted) return;
    const stopIdle = whenIdle(() => setWanted(true));
    const unsubscribe = onToastCreated(() => setWanted(true));
    return () => {
      stopIdle();
      unsubscribe();
    };
  }, [wanted]);
  const loaded = useDeferredModule(view, wanted);
  return loaded ? <loaded.ToasterView /> : null;
}
