import { createEvent, createStore } from 'effector';

/*
 * Whether the search dialog is open: the header button and the Cmd/Ctrl+K shortcut need only
 * this, so it is apart from the search itself (`./search`), which loads with the dialog.
 */

/** Header button or Cmd/Ctrl+K: opens the dialog with an empty text. */
export const searchOpened = createEvent();
export const searchClosed = createEvent();
export const $isOpen = createStore(false)
  .on(searchOpened, () => true)
  .on(searchClosed, () => false);
