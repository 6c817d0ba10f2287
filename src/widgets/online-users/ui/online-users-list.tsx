import { useRef } from 'react';
import { css } from 'styled-system/css';
import type { PresenceUser } from '@/entities/presence';
import { ONLINE_USERS_POPOVER, ROW_HEIGHT_ESTIMATE } from '../config/layout';
import { useExpandableUserRows } from '../lib/use-expandable-user-rows';
import { useNow } from '../lib/use-now';
import { OnlineUserRow } from './online-user-row';

const styles = {
  // Scrolled by the compositor, and laid out and painted on its own: rows coming and going
  // (scrolling, live updates) repaint the list only.
  scroller: css({
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    mx: '-1',
    px: '1',
    willChange: 'scroll-position',
    contain: 'content',
    // Rows taller than the list's largest height: the list gets that height for good, so laying
    // out the rows never reaches the popover around it.
    '&[data-full]': { contain: 'strict' },
  }),
  list: css({ position: 'relative', w: 'full', listStyle: 'none', m: '0', p: '0' }),
  item: css({ position: 'absolute', top: '0', left: '0', w: 'full', pb: '0.5' }),
};

// Before the first layout, and while the list has no size, assume the popover's size.
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
 * expanded one takes the room it needs. Rows are memoised: a batch of feed events re-renders
 * only the rows in view whose user (or place) changed.
 */
export function OnlineUsersList({ users, currentUserId, labelledBy, onNavigate }: OnlineUsersListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const { virtualizer, expanded, toggle } = useExpandableUserRows({
    users,
    scrollRef,
    rowEstimate: ROW_HEIGHT_ESTIMATE,
    fallbackRect: FALLBACK_RECT,
    overscan: 4,
  });

  const full = virtualizer.getTotalSize() >= ONLINE_USERS_POPOVER.listMaxHeight;

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      data-full={full || undefined}
      style={full ? { height: ONLINE_USERS_POPOVER.listMaxHeight } : { maxHeight: ONLINE_USERS_POPOVER.listMaxHeight }}
    >
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
                onToggle={toggle}
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
