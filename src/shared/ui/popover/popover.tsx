import { deferredModule } from '@/shared/lib/deferred';
import { standInTrigger, useDeferredOverlay } from '../preload/deferred-overlay';
import type { PopoverProps } from './popover-view';

export type { PopoverProps } from './popover-view';

const view = deferredModule(() => import('./popover-view'));

/** Loads the Ark UI popover (tests and early preloading). */
export const preloadPopover = () => view.load();

/**
 * A popover anchored to `trigger`. Until it is first opened only the trigger is rendered, with
 * the same accessible name and state; the Ark UI popover (positioning, focus, dismissal) is a
 * chunk of its own, fetched when the browser is idle or the pointer/focus reaches the trigger.
 * It takes over on the first open (or at once if it has already loaded) and stays from then on.
 */
export function Popover(props: PopoverProps) {
  const { loaded, open, changeOpen } = useDeferredOverlay(view, props);
  if (loaded) {
    return <loaded.PopoverView {...props} defaultOpen={undefined} open={open} onOpenChange={changeOpen} />;
  }
  return standInTrigger(props.trigger, view, { popup: 'dialog', onOpen: () => changeOpen(true) });
}
