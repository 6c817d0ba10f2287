import { createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';

/**
 * Keyed modal flags (spec 1 §3 "General store": modalsOpen). The navigation only opens them;
 * the Create Release and Invite Artist modals are built by the releases and invites issues,
 * which read these flags (or move them into their own slices).
 */
export type ModalKey = 'releaseCreate' | 'inviteArtist';

export const modalOpened = createEvent<ModalKey>();
export const modalClosed = createEvent<ModalKey>();

/** "Create release" in the Distribution menu. */
export const releaseCreateOpened = createEvent();
/** "Invite artist" in the Invite your friends menu. */
export const inviteArtistOpened = createEvent();

export const $modalsOpen = createStore<Record<ModalKey, boolean>>({ releaseCreate: false, inviteArtist: false })
  .on(modalOpened, (flags, key) => ({ ...flags, [key]: true }))
  .on(modalClosed, (flags, key) => ({ ...flags, [key]: false }));

sample({ clock: releaseCreateOpened, fn: (): ModalKey => 'releaseCreate', target: modalOpened });
sample({ clock: inviteArtistOpened, fn: (): ModalKey => 'inviteArtist', target: modalOpened });

/** `[open, setOpen]` for one modal flag, bound to the current scope. */
export function useModalFlag(key: ModalKey): [open: boolean, setOpen: (open: boolean) => void] {
  const [flags, open, close] = useUnit([$modalsOpen, modalOpened, modalClosed]);
  return [flags[key], (next) => (next ? open(key) : close(key))];
}
