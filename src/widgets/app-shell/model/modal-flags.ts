import { createEvent, sample } from 'effector';
import { modalToggled, useModalFlag as useStoreModalFlag } from '@/entities/general-store';

/**
 * The shell's modals, kept as keys of the general store's modal flags (spec 1 §3 "General
 * store": modalsOpen). The navigation only opens them; the Create Release and Invite Artist
 * modals are built by the releases and invites issues, which read these flags.
 */
export type ModalKey = 'releaseCreate' | 'inviteArtist';

/** "Create release" in the Distribution menu. */
export const releaseCreateOpened = createEvent();
/** "Invite artist" in the Invite your friends menu. */
export const inviteArtistOpened = createEvent();

sample({ clock: releaseCreateOpened, fn: () => ({ key: 'releaseCreate' satisfies ModalKey, open: true }), target: modalToggled });
sample({ clock: inviteArtistOpened, fn: () => ({ key: 'inviteArtist' satisfies ModalKey, open: true }), target: modalToggled });

/** `[open, setOpen]` for one modal flag, bound to the current scope. */
export const useModalFlag = (key: ModalKey) => useStoreModalFlag(key);
