import { useState } from 'react';
import { deferredModule } from '@/shared/lib/deferred';
import { standInTrigger, useDeferredOverlay } from '../preload/deferred-overlay';
import type { MenuProps } from './menu-view';

export type { MenuAction, MenuEntry, MenuProps } from './menu-view';

const view = deferredModule(() => import('./menu-view'));

/** Loads the Ark UI menu (tests and early preloading). */
export const preloadMenu = () => view.load();

/**
 * A menu of actions and links (WAI-ARIA menu button: arrow keys move between the items, Enter
 * picks, Escape closes and the focus goes back to the trigger). Until it is first opened only the
 * trigger is rendered, with the same accessible name and state; the Ark UI menu is a chunk of its
 * own, fetched when the browser is idle or the pointer/focus reaches the trigger, and it takes
 * over on the first open (or at once if it has already loaded).
 */
export function Menu(props: MenuProps) {
  const { loaded, open, changeOpen } = useDeferredOverlay(view, props);
  // Opened from the keyboard before the Ark menu took over: it starts on its first item, as the
  // Ark trigger does from the keyboard.
  const [fromKeyboard, setFromKeyboard] = useState(false);

  if (loaded) {
    return <loaded.MenuView {...props} open={open} onOpenChange={changeOpen} highlightFirst={fromKeyboard} />;
  }
  return standInTrigger(props.trigger, view, {
    popup: 'menu',
    onOpen: (event) => {
      // Enter and Space on a button click it with no pointer press (detail 0).
      setFromKeyboard(event.detail === 0);
      changeOpen(true);
    },
    onKeyDown: (event) => {
      // A menu button also opens with the down arrow.
      if (!event.defaultPrevented && event.key === 'ArrowDown') {
        event.preventDefault();
        setFromKeyboard(true);
        changeOpen(true);
      }
    },
  });
}
