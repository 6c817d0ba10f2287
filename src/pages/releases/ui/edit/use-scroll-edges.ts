import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** More content hides before the start edge. */
  start: boolean;
  /** More content hides past the end edge. */
  end: boolean;
}

const SLACK = 1; // sub-pixel widths leave a fraction of a pixel to scroll

/** Which edges of a horizontal scroller hide content, kept up to date on scroll and resize. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const scrolled = Math.abs(element.scrollLeft);
      const start = scrolled > SLACK;
      const end = scrolled + element.clientWidth < element.scrollWidth - SLACK;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** Scrolls the scroller so that `item` is in the middle of it (or as near as the ends allow). */
export function centerInScroller(scroller: HTMLElement, item: HTMLElement): void {
  const target = item.offsetLeft - scroller.offsetLeft - (scroller.clientWidth - item.offsetWidth) / 2;
  scroller.scrollLeft = Math.max(0, target);
}
