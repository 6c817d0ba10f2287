import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Keeps the keyboard focus in a live list when the row that has it goes: its user left, or moved
 * out of the rendered rows when the list was sorted again. The browser would drop the focus on
 * the page's body (and a popover's Tab would start again from the page); it moves to the row now
 * in that place instead, or the last one.
 *
 * Rows are the elements with `data-index` (the virtualiser's) inside `scrollRef`.
 */
export function useFocusStaysInRows(scrollRef: RefObject<HTMLElement | null>) {
  const focused = useRef<{ element: HTMLElement; index: number } | null>(null);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      const row = element.closest<HTMLElement>('[data-index]');
      focused.current = row && scroller.contains(row) ? { element, index: Number(row.dataset.index) } : null;
    };
    // The focus left on purpose (Tab, a click elsewhere): forget the row. (A removed element may
    // or may not say focusout as it goes; it is not in the document any more when this runs.)
    const onFocusOut = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      queueMicrotask(() => {
        if (element.isConnected && focused.current?.element === element && !scroller.contains(document.activeElement)) focused.current = null;
      });
    };
    scroller.addEventListener('focusin', onFocusIn);
    scroller.addEventListener('focusout', onFocusOut);
    return () => {
      scroller.removeEventListener('focusin', onFocusIn);
      scroller.removeEventListener('focusout', onFocusOut);
    };
  }, [scrollRef]);

  // After every commit, before the browser paints or handles the next key.
  useLayoutEffect(() => {
    const last = focused.current;
    const scroller = scrollRef.current;
    if (!last || !scroller || last.element.isConnected) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const rows = [...scroller.querySelectorAll<HTMLElement>('[data-index]')];
    if (rows.length === 0) return;
    const nearest = rows.reduce((best, row) =>
      Math.abs(Number(row.dataset.index) - last.index) < Math.abs(Number(best.dataset.index) - last.index) ? row : best,
    );
    nearest.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  });
}
