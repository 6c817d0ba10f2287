import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';

/** What the player should play (a track, an album…); the shape is up to the player. */
export interface PlaybackTarget {
  kind: string;
  id: string;
  title?: string;
  url?: string | null;
}

/** Spec 1 §3 "General store": client flags next to the cached reference data. */
export const loadingChanged = createEvent<boolean>();
export const popoverOpenChanged = createEvent<boolean>();
export const modalToggled = createEvent<{ key: string; open: boolean }>();
export const modalsClosed = createEvent();
export const playbackTargetChanged = createEvent<PlaybackTarget | null>();

export const $isLoading = createStore(false).on(loadingChanged, (_, value) => value);
export const $isPopoverOpen = createStore(false).on(popoverOpenChanged, (_, value) => value);
/** Keyed modal flags; a missing key is closed. */
export const $modalsOpen = createStore<Readonly<Record<string, boolean>>>({})
  .on(modalToggled, (flags, { key, open }) => (flags[key] === open ? flags : { ...flags, [key]: open }))
  .reset(modalsClosed);
export const $playbackTarget = createStore<PlaybackTarget | null>(null, { skipVoid: false }).on(
  playbackTargetChanged,
  (_, target) => target,
);

/** `[open, setOpen]` for one keyed modal flag, bound to the current scope. */
export function useModalFlag(key: string): [open: boolean, setOpen: (open: boolean) => void] {
  const [flags, toggle] = useUnit([$modalsOpen, modalToggled]);
  return [flags[key] ?? false, (open) => toggle({ key, open })];
}

/** The client half of the general store, bound to the current scope. */
export function useGeneralFlags() {
  return useUnit({
    isLoading: $isLoading,
    isPopoverOpen: $isPopoverOpen,
    modalsOpen: $modalsOpen,
    playbackTarget: $playbackTarget,
    setLoading: loadingChanged,
    setPopoverOpen: popoverOpenChanged,
    toggleModal: modalToggled,
    closeModals: modalsClosed,
    setPlaybackTarget: playbackTargetChanged,
  });
}
