import { cloneElement, useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { deferredModule, useAfterMount, useDeferredModule, usePreloadWhenIdle } from '@/shared/lib/deferred';
import type { PopoverProps } from './popover-view';

export type { PopoverProps } from './popover-view';

const view = deferredModule(() => import('./popover-view'));

/** Loads the Ark UI popover (tests and early preloading). */
export const preloadPopover = () => view.load();

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A popover anchored to `trigger`. Until it is first opened only the trigger is rendered, with
 * the same accessible name and state; the Ark UI popover (positioning, focus, dismissal) is a
 * chunk of its own, fetched when the browser is idle or the pointer/focus reaches the trigger.
 * It takes over on the first open (or at once if it has already loaded) and stays from then on.
 */
export function Popover(props: PopoverProps) {
  const { open, defaultOpen = false, onOpenChange, trigger } = props;
  const controlled = open !== undefined;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = controlled ? open : innerOpen;
  const [activated, setActivated] = useState(() => isOpen || view.get() !== undefined);
  if (isOpen && !activated) setActivated(true);
  usePreloadWhenIdle(view);
  const loaded = useDeferredModule(view, activated);

  // The Ark popover mounts closed and opens right after, as when its own trigger is clicked.
  const mounted = useAfterMount(loaded !== undefined);

  const changeOpen = (next: boolean) => {
    if (!controlled) setInnerOpen(next);
    onOpenChange?.(next);
  };

  if (loaded) {
    return <loaded.PopoverView {...props} defaultOpen={undefined} open={isOpen && mounted} onOpenChange={changeOpen} />;
  }

  const element = trigger as ReactElement<TriggerProps>;
  return cloneElement(element, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      element.props.onPointerEnter?.(event);
      view.preload();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      element.props.onFocus?.(event);
      view.preload();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) changeOpen(true);
    },
  } as TriggerProps);
}
