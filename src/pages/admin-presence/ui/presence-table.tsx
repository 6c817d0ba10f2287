import { memo, useRef } from 'react';
import { css } from 'styled-system/css';
import {
  DeviceIcon,
  formatLastSeen,
  PRESENCE_STATUS_LABELS,
  presenceRoleLabel,
  SignalStrengthIcon,
  type PresenceUser,
} from '@/entities/presence';
import { signalStrength, signalStrengthLabel } from '@/shared/lib/network';
import { Avatar, Badge, EmailAddress } from '@/shared/ui';
import { browserText, deviceAndOsText, OnlineUserDetails, useExpandableUserRows, useNow } from '@/widgets/online-users';
import { nextSort, pageOf, type PresenceSort, type SortKey } from '../lib/presence-table';

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
  sortButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    p: '1',
    ms: '-1',
    borderRadius: 'sm',
    fontWeight: 'semibold',
    color: '[inherit]',
    cursor: 'pointer',
    _hover: { color: 'fg.default' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
  }),
  td: css({
    px: '3',
    py: '2',
    verticalAlign: 'middle',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border.default',
  }),
  user: css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' }),
  who: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  nameLine: css({ display: 'flex', alignItems: 'center', gap: '1.5' }),
  name: css({ fontWeight: 'semibold', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxW: '56' }),
  muted: css({
    color: 'fg.muted',
    textStyle: 'xs',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxW: '52',
  }),
  inline: css({ display: 'inline-flex', alignItems: 'center', gap: '2', whiteSpace: 'nowrap' }),
  detailsCell: css({
    px: '3',
    pb: '4',
    pt: '0',
    bg: 'bg.subtle',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border.default',
  }),
  details: css({ maxW: '2xl', pt: '3', ps: '11' }),
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

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortArrow({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
      style={{ opacity: direction ? 1 : 0.35 }}
    >
      {direction === 'desc' ? <path d="M12 5v14M6 13l6 6 6-6" /> : <path d="M12 19V5M6 11l6-6 6 6" />}
    </svg>
  );
}

interface PresenceRowProps {
  user: PresenceUser;
  isCurrentUser: boolean;
  isOpen: boolean;
  /** Called with the row's userId (one function for all rows, so rows stay memoised). */
  onToggle: (userId: string) => void;
  now: number;
}

/**
 * One user's cells, and the details row when open. Memoised: a refresh of the table re-renders
 * only the rows whose user (a new object when updated) or state changed.
 */
const PresenceRow = memo(function PresenceRow({ user, isCurrentUser, isOpen, onToggle, now }: PresenceRowProps) {
  const detailsId = `presence-row-${user.userId}-details`;
  const role = presenceRoleLabel(user.roles);
  const strength = signalStrength(user.network);
  return (
    <>
      <td className={styles.td}>
        <div className={styles.user}>
          <Avatar src={user.avatar} name={user.name} size="sm" />
          <div className={styles.who}>
            <span className={styles.nameLine}>
              <span className={styles.name}>{user.name}</span>
              {isCurrentUser && (
                <Badge palette="accent" size="sm">
                  You
                </Badge>
              )}
            </span>
            <span className={styles.muted}><EmailAddress email={user.email} /></span>
          </div>
        </div>
      </td>
      <td className={styles.td}>
        <Badge size="sm" variant="outline" palette={role === 'Admin' ? 'danger' : role === 'Investor' ? 'warning' : 'neutral'}>
          {role}
        </Badge>
      </td>
      <td className={styles.td}>
        <Badge size="sm" palette={user.status === 'away' ? 'warning' : 'success'}>
          {PRESENCE_STATUS_LABELS[user.status]}
        </Badge>
      </td>
      <td className={styles.td}>
        <div className={styles.who}>
          <span>{pageOf(user)}</span>
          <span className={styles.muted}>{user.currentPath}</span>
        </div>
      </td>
      <td className={styles.td}>
        <div className={styles.who}>
          <span className={styles.inline}>
            <DeviceIcon type={user.device?.type} />
            {deviceAndOsText(user.device, { withName: false })}
          </span>
          <span className={styles.muted}>{browserText(user.device)}</span>
        </div>
      </td>
      <td className={styles.td}>
        <span className={styles.inline}>
          <SignalStrengthIcon network={user.network} />
          <span aria-hidden="true">{signalStrengthLabel(strength)}</span>
        </span>
      </td>
      <td className={styles.td}>
        <span className={styles.inline}>{formatLastSeen(user.lastSeen, now)}</span>
      </td>
      <td className={styles.td}>
        <button
          type="button"
          className={styles.sortButton}
          aria-expanded={isOpen}
          aria-controls={isOpen ? detailsId : undefined}
          aria-label={`Details of ${user.name}`}
          onClick={() => onToggle(user.userId)}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            style={{ transform: isOpen ? 'rotate(180deg)' : undefined }}
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </td>
    </>
  );
});

/** The details of an open row, in a row of their own. */
const PresenceDetailsRow = memo(function PresenceDetailsRow({ user, now }: { user: PresenceUser; now: number }) {
  return (
    <tr>
      <td colSpan={COLUMNS.length + 1} className={styles.detailsCell}>
        <OnlineUserDetails
          user={user}
          now={now}
          id={`presence-row-${user.userId}-details`}
          className={styles.details}
        />
      </td>
    </tr>
  );
});

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
        <caption className={css({ srOnly: true })}>Online users</caption>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map(({ key, label }) => {
              const direction = sort?.key === key ? sort.direction : null;
              return (
                <th key={key} scope="col" className={styles.th} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
                  <button type="button" className={styles.sortButton} onClick={() => onSortChange(nextSort(sort, key))}>
                    {label}
                    <SortArrow direction={direction} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className={styles.th}>
              <span className={css({ srOnly: true })}>Details</span>
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
              {isOpen && <PresenceDetailsRow user={user} now={now} />}
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
