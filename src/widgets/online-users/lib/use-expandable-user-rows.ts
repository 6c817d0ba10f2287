import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useState } from 'react';
import type { PresenceUser } from '@/entities/presence';

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
 */
export function useExpandableUserRows({ users, scrollRef, rowEstimate, fallbackRect, overscan }: ExpandableUserRowsOptions) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const estimateSize = useCallback(
    (index: number) => {
      const user = users[index];
      return user && expanded.has(user.userId) ? rowEstimate.expanded : rowEstimate.collapsed;
    },
    [users, expanded, rowEstimate],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey: (index) => users[index]?.userId ?? index,
    overscan,
    initialRect: fallbackRect,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : fallbackRect)),
    // A row not laid out (no size) keeps its estimate instead of collapsing to 0.
    measureElement: (element, _entry, instance) =>
      element.getBoundingClientRect().height || estimateSize(instance.indexFromElement(element)),
  });

  const toggle = (userId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  return { virtualizer, expanded, toggle };
}
