import { useSyncExternalStore } from 'react';
import { isBrowserOnline, watchOnlineStatus } from '@/shared/lib/network';

const subscribe = (onChange: () => void) => watchOnlineStatus(onChange);

/** `navigator.onLine`, kept current by the `online` / `offline` events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isBrowserOnline, () => true);
}
