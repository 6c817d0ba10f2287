import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { PresenceUser } from '@/entities/presence';
import { ONLINE_USERS_POPOVER, ROW_HEIGHT_ESTIMATE } from '../config/layout';
import { useNow } from '../lib/use-now';
import { OnlineUserRow } from './online-user-row';

const styles = {
  scroller: css({ overflowY: 'auto', overscrollBehavior: 'contain', mx: '-1', px: '1' }),
  list: css({ position: 'relative', w: 'full', listStyle: 'none', m: '0', p: '0' }),
  item: css({ position: 'absolute', top: '0', left: '0', w: 'full', pb: '0.5' }),
};

const FALLBACK_RECT = { width: ONLINE_USERS_POPOVER.width, height: ONLINE_USERS_POPOVER.listMaxHeight };

export interface OnlineUsersListProps {
  users: readonly PresenceUser[];
  currentUserId: string | null;
  /** Id of the heading that names the list. */
  labelledBy?: string;
  /** A link inside a row was followed. */
  onNavigate?: () => void;
}

/**
 * The rows, virtualised (@tanstack/react-virtual) so that thousands of users scroll smoothly:
 * only the rows in view (and a few around) are in the document. Rows are measured, so an
 * expanded one takes the room it needs.
 */
export function OnlineUsersList({ users, currentUserId, labelledBy, onNavigate }: OnlineUsersListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const now = useNow();

  const estimateSize = useCallback(
    (index: number) => {
      const user = users[index];
      return user && expanded.has(user.userId) ? ROW_HEIGHT_ESTIMATE.expanded : ROW_HEIGHT_ESTIMATE.collapsed;
    },
    [users, expanded],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey: (index) => users[index]?.userId ?? index,
    overscan: 6,
    // Before the first layout, and while the list is not laid out (no size: the popover opening,
    // or no layout at all as under jsdom), assume the popover's size.
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT)),
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

  return (
    <div ref={scrollRef} className={styles.scroller} style={{ maxHeight: ONLINE_USERS_POPOVER.listMaxHeight }}>
      <ul className={styles.list} aria-labelledby={labelledBy} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const user = users[item.index];
          if (!user) return null;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={users.length}
              aria-posinset={item.index + 1}
              className={styles.item}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <OnlineUserRow
                user={user}
                isCurrentUser={user.userId === currentUserId}
                expanded={expanded.has(user.userId)}
                onToggle={() => toggle(user.userId)}
                now={now}
                onNavigate={onNavigate}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
