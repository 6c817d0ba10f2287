import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { PresenceUser } from '@/entities/presence';
import { useFocusStaysInRows } from './use-focus-stays-in-rows';

export interface ExpandableUserRowsOptions {
  users: readonly PresenceUser[];
  scrollRef: RefObject<HTMLElement | null>;
  /** Row heights before measurement, collapsed and expanded. */
  rowEstimate: { collapsed: number; expanded: number };
  /** The scroll box's size before layout, and while it has none (opening, or jsdom). */
  fallbackRect: { width: number; height: number };
  overscan: number;
}

/**
 * Virtualised presence rows that expand to their details (header popover and /admin/presence):
 * only the rows in view are rendered, and each is measured, so an expanded one takes its room.
 *
 * The virtualiser's options keep their identity while the list does (`getItemKey` changes
 * with the list only, once per batch of feed events; the estimate never), and `toggle` never
 * changes, so memoised rows re-render only when their own user or state changes. The keyboard
 * focus stays in the rows when the row that has it goes (`useFocusStaysInRows`).
 */
export function useExpandableUserRows({ users, scrollRef, rowEstimate, fallbackRect, overscan }: ExpandableUserRowsOptions) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const { collapsed: collapsedEstimate, expanded: expandedEstimate } = rowEstimate;

  // Every row is measured once rendered (an expanded one as it opens), but collapsed rows are
  // all as tall as each other: the first one measured gives the estimate of all the others, so
  // measuring them changes no size. (A size that changes rebuilds the positions of every row
  // after it: with thousands of rows and new users scrolling into view with every batch of feed
  // events, that was most of the work.)
  const collapsedHeight = useRef<number | null>(null);
  const estimateSize = useCallback(() => collapsedHeight.current ?? collapsedEstimate, [collapsedEstimate]);
  const getItemKey = useCallback((index: number) => users[index]?.userId ?? index, [users]);
  const getScrollElement = useCallback(() => scrollRef.current, [scrollRef]);
  // The scroll box's size from a resize observer only (after layout; not read at mount, which
  // would force a layout in the middle of opening the popover): the fallback until then.
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLElement, Element>, onRect: (rect: { width: number; height: number }) => void) => {
      const element = instance.scrollElement;
      const Observer = instance.targetWindow?.ResizeObserver;
      if (!element || !Observer) return;
      // (Right after layout: reading the size forces none.)
      const observer = new Observer(() => {
        const { clientWidth: width, clientHeight: height } = element;
        onRect(height > 0 ? { width, height } : fallbackRect);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [fallbackRect],
  );
  // The layout height in whole pixels, as the resize observer reports it (right after layout,
  // for every row put in the list and every change of size; not scaled by the popover's opening
  // animation). When a row is put in the list (no observer entry yet) the size known so far is
  // kept rather than forcing a layout in the middle of the commit. A row not laid out (no size:
  // jsdom) keeps its estimate instead of collapsing to 0.
  const measureElement = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLElement, Element>) => {
      const open = element.querySelector('[aria-expanded="true"]') !== null;
      const known = () =>
        instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ??
        (open ? expandedEstimate : (collapsedHeight.current ?? collapsedEstimate));
      if (!entry) return known();
      // (After layout, so reading the element's own height forces none.)
      const height = Math.round(entry.borderBoxSize?.[0]?.blockSize || (element as HTMLElement).offsetHeight);
      if (height <= 0) return known();
      if (!open) collapsedHeight.current = height;
      return height;
    },
    [collapsedEstimate, expandedEstimate],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan,
    initialRect: fallbackRect,
    observeElementRect: observeRect,
    measureElement,
    // Rows scrolled into view render in a task of their own, not inside the scroll event's (with
    // style, layout and paint after it): a fast scroll then costs two shorter tasks, not one long.
    useFlushSync: false,
  });

  useFocusStaysInRows(scrollRef);

  const toggle = useCallback(
    (userId: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(userId)) next.add(userId);
        return next;
      }),
    [],
  );

  return { virtualizer, expanded, toggle };
}
