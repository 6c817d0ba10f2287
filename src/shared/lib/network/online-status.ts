/** Whether the browser believes it is online (`navigator.onLine`; true where it cannot tell). */
export function isBrowserOnline(): boolean {
  return globalThis.navigator?.onLine ?? true;
}

/** Calls `listener` with the new state on every `online` / `offline` event; returns the unsubscribe. */
export function watchOnlineStatus(listener: (online: boolean) => void): () => void {
  const onOnline = () => listener(true);
  const onOffline = () => listener(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
