import { useRef } from 'react';
import { css } from 'styled-system/css';
import type { PresenceUser } from '@/entities/presence';
import { ariaSort, SortButton, tableStyles } from '@/shared/ui';
import { useExpandableUserRows, useNow } from '@/widgets/online-users';
import { nextSort, type PresenceSort, type SortKey } from '../lib/presence-table';
import { PresenceDetailsRow, PresenceRow } from './presence-row';

const ROW_ESTIMATE = { collapsed: 61, expanded: 320 } as const;
/** The table box's largest height in px (`min(70vh, 720px)`): rows taller than this fill it. */
const SCROLLER_MAX = 720;
const FALLBACK_RECT = { width: 1200, height: 640 };

const styles = {
  scroller: css({
    maxH: '[min(70vh, 720px)]',
    overflow: 'auto',
    // Scrolled by the compositor, and laid out and painted on its own: rows coming and going
    // (scrolling, live updates) repaint the table only, not the whole page.
    willChange: 'scroll-position',
    contain: 'content',
    // Taller rows than the box (see `SCROLLER_MAX`): the box gets its maximum height for good, so
    // laying out the rows never reaches the page around it.
    '&[data-full]': { h: '[min(70vh, 720px)]', contain: 'strict' },
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
  }),
  table: css({ w: 'full', borderCollapse: 'separate', borderSpacing: '0', textStyle: 'sm' }),
  th: css({
    position: 'sticky',
    top: '0',
    zIndex: 'docked',
    textAlign: 'start',
    px: '3',
    py: '2',
    bg: 'bg.surface',
    color: 'fg.muted',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border.default',
  }),
};

const COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'name', label: 'User' },
  { key: 'role', label: 'Role' },
  { key: 'status', label: 'Status' },
  { key: 'page', label: 'Page' },
  { key: 'device', label: 'Device' },
  { key: 'signal', label: 'Connection' },
  { key: 'lastSeen', label: 'Last seen' },
];

export interface PresenceTableProps {
  users: readonly PresenceUser[];
  currentUserId: string | null;
  sort: PresenceSort;
  onSortChange: (sort: PresenceSort) => void;
}

/**
 * The online users as a sortable table. Rows are virtualised (only those in view are in the
 * document) and each can be expanded to the same details as the header popover.
 */
export function PresenceTable({ users, currentUserId, sort, onSortChange }: PresenceTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const { virtualizer, expanded, toggle } = useExpandableUserRows({
    users,
    scrollRef,
    rowEstimate: ROW_ESTIMATE,
    fallbackRect: FALLBACK_RECT,
    overscan: 4,
  });

  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  return (
    <div ref={scrollRef} className={styles.scroller} data-full={virtualizer.getTotalSize() >= SCROLLER_MAX || undefined}>
      <table className={styles.table} aria-rowcount={users.length + 1}>
        <caption className={tableStyles.caption}>Online users</caption>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map(({ key, label }) => {
              const direction = sort?.key === key ? sort.direction : null;
              return (
                <th key={key} scope="col" className={styles.th} aria-sort={ariaSort(direction)}>
                  <SortButton direction={direction} onClick={() => onSortChange(nextSort(sort, key))}>
                    {label}
                  </SortButton>
                </th>
              );
            })}
            <th scope="col" className={styles.th}>
              <span className={tableStyles.visuallyHidden}>Details</span>
            </th>
          </tr>
        </thead>
        {paddingTop > 0 && (
          <tbody aria-hidden="true">
            <tr style={{ height: paddingTop }} />
          </tbody>
        )}
        {items.map((item) => {
          const user = users[item.index];
          if (!user) return null;
          const isOpen = expanded.has(user.userId);
          return (
            <tbody key={item.key} ref={virtualizer.measureElement} data-index={item.index}>
              <tr aria-rowindex={item.index + 2} data-user-id={user.userId}>
                <PresenceRow
                  user={user}
                  isCurrentUser={user.userId === currentUserId}
                  isOpen={isOpen}
                  onToggle={toggle}
                  now={now}
                />
              </tr>
              {isOpen && <PresenceDetailsRow user={user} now={now} columnCount={COLUMNS.length + 1} />}
            </tbody>
          );
        })}
        {paddingBottom > 0 && (
          <tbody aria-hidden="true">
            <tr style={{ height: paddingBottom }} />
          </tbody>
        )}
      </table>
    </div>
  );
}
