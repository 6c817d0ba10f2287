import {
  cloneElement,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useAfterMount, useDeferredModule, usePreloadWhenIdle, type DeferredModule } from '@/shared/lib/deferred';

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

interface OverlayOpenProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The open state of an overlay (menu, popover) whose Ark UI view is a deferred chunk: fetched when
 * the browser is idle, loaded for good on the first open. `loaded` is the view once it is here;
 * `open` is what to pass it (it mounts closed and opens right after, as when its own trigger is
 * used); `changeOpen` sets the state (kept here unless `open` is controlled).
 */
export function useDeferredOverlay<View>(view: DeferredModule<View>, { open, defaultOpen = false, onOpenChange }: OverlayOpenProps) {
  const controlled = open !== undefined;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = controlled ? open : innerOpen;
  const [activated, setActivated] = useState(() => isOpen || view.get() !== undefined);
  if (isOpen && !activated) setActivated(true);
  usePreloadWhenIdle(view);
  const loaded = useDeferredModule(view, activated);
  const mounted = useAfterMount(loaded !== undefined);

  const changeOpen = (next: boolean) => {
    if (!controlled) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return { loaded, open: isOpen && mounted, changeOpen };
}

interface StandInTriggerOptions {
  /** What the overlay is to assistive technology (`aria-haspopup`). */
  popup: 'menu' | 'dialog';
  /** A click the trigger's own handler did not prevent. */
  onOpen: (event: MouseEvent<HTMLElement>) => void;
  /** After the trigger's own key handler. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The overlay's trigger alone, until its view has loaded: the same accessible name and state
 * (closed); the pointer or the focus reaching it fetches the view, and a click opens it.
 */
export function standInTrigger(trigger: ReactNode, view: DeferredModule<unknown>, { popup, onOpen, onKeyDown }: StandInTriggerOptions) {
  const element = trigger as ReactElement<TriggerProps>;
  return cloneElement(element, {
    'aria-haspopup': popup,
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
      if (!event.defaultPrevented) onOpen(event);
    },
    ...(onKeyDown && {
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        element.props.onKeyDown?.(event);
        onKeyDown(event);
      },
    }),
  } as TriggerProps);
}
