/*
 * Tells the app's toast region that a toast was created. The toaster store (`./toaster`) is
 * imported only by code that shows toasts, so the region (`AppToaster`) does not import it: it
 * listens here, and loads the store with its view when the first toast comes (or when idle).
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let created = false;

/** Called by the toaster store whenever a toast is created. */
export function toastCreated(): void {
  created = true;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on every toast (at once if one was already created); returns the unsubscribe. */
export function onToastCreated(listener: Listener): () => void {
  listeners.add(listener);
  if (created) listener();
  return () => {
    listeners.delete(listener);
  };
}
