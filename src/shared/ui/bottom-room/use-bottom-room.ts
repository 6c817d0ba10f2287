import { useLayoutEffect } from 'react';

/**
 * What may sit at the bottom of the screen over the page, each a flag on <html> while shown; the
 * global styles turn them into the room the page and the toasts keep free at the bottom
 * (`--bottom-room`, shared/config/theme/global-css).
 */
export const BOTTOM_ROOM = {
  /** The assistant's floating button (bottom end). */
  floatingAction: 'data-floating-action',
  /** A full-screen sheet's action bar on a phone (the Create Release wizard's footer). */
  sheetActions: 'data-sheet-actions',
} as const;
type BottomRoomFlag = (typeof BOTTOM_ROOM)[keyof typeof BOTTOM_ROOM];

/** Sets `flag` on <html> while `shown` (before the paint: the page does not move after it). */
export function useBottomRoom(flag: BottomRoomFlag, shown = true): void {
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const root = document.documentElement;
    root.setAttribute(flag, '');
    return () => root.removeAttribute(flag);
  }, [flag, shown]);
}
