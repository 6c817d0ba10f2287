import { useEffect, useState } from 'react';
import { deferredModule, useAfterMount, useDeferredModule, whenIdle } from '@/shared/lib/deferred';
import type { DialogProps } from './dialog-view';

export type { DialogProps } from './dialog-view';

const view = deferredModule(() => import('./dialog-view'));

/** Loads the Ark UI dialog (tests and early preloading). */
export const preloadDialog = () => view.load();

/**
 * A modal dialog. A closed dialog renders nothing, so its Ark UI machinery (focus trap, scroll
 * lock, dismissal) is a chunk of its own: it is mounted, closed, once the browser is idle, or on
 * the first open, and kept from then on (exit animations, focus return).
 */
export function Dialog(props: DialogProps) {
  const [wanted, setWanted] = useState(() => props.open || view.get() !== undefined);
  if (props.open && !wanted) setWanted(true);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);
  const loaded = useDeferredModule(view, wanted);

  // Opened before the dialog was mounted: it mounts closed and opens right after, as a mounted
  // dialog does. (Mounted already open, it would take the focus moves of that same update, e.g.
  // a popover handing the focus back to its trigger, as an interaction outside, and close.)
  const mounted = useAfterMount(loaded !== undefined);

  return loaded ? <loaded.DialogView {...props} open={props.open && mounted} /> : null;
}
