import { cloneElement, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { deferredModule, useAfterMount, useDeferredModule, usePreloadWhenIdle } from '@/shared/lib/deferred';
import type { MenuProps } from './menu-view';

export type { MenuAction, MenuEntry, MenuProps } from './menu-view';

const view = deferredModule(() => import('./menu-view'));

/** Loads the Ark UI menu (tests and early preloading). */
export const preloadMenu = () => view.load();

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A menu of actions and links (WAI-ARIA menu button: arrow keys move between the items, Enter
 * picks, Escape closes and the focus goes back to the trigger). Until it is first opened only the
 * trigger is rendered, with the same accessible name and state; the Ark UI menu is a chunk of its
 * own, fetched when the browser is idle or the pointer/focus reaches the trigger, and it takes
 * over on the first open (or at once if it has already loaded).
 */
export function Menu(props: MenuProps) {
  const { open, onOpenChange, trigger } = props;
  const controlled = open !== undefined;
  const [innerOpen, setInnerOpen] = useState(false);
  // Opened from the keyboard before the Ark menu took over: it starts on its first item, as the
  // Ark trigger does from the keyboard.
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const isOpen = controlled ? open : innerOpen;
  const [activated, setActivated] = useState(() => isOpen || view.get() !== undefined);
  if (isOpen && !activated) setActivated(true);
  usePreloadWhenIdle(view);
  const loaded = useDeferredModule(view, activated);

  // The Ark menu mounts closed and opens right after, as when its own trigger is used.
  const mounted = useAfterMount(loaded !== undefined);

  const changeOpen = (next: boolean) => {
    if (!controlled) setInnerOpen(next);
    onOpenChange?.(next);
  };

  if (loaded) {
    return <loaded.MenuView {...props} open={isOpen && mounted} onOpenChange={changeOpen} highlightFirst={fromKeyboard} />;
  }

  const element = trigger as ReactElement<TriggerProps>;
  return cloneElement(element, {
    'aria-haspopup': 'menu',
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
      if (event.defaultPrevented) return;
      // Enter and Space on a button click it with no pointer press (detail 0).
      setFromKeyboard(event.detail === 0);
      changeOpen(true);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      element.props.onKeyDown?.(event);
      // A menu button also opens with the down arrow.
      if (!event.defaultPrevented && event.key === 'ArrowDown') {
        event.preventDefault();
        setFromKeyboard(true);
        changeOpen(true);
      }
    },
  } as TriggerProps);
}
