import { useState } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { Popover, Tooltip } from '@/shared/ui';
import { ONLINE_USERS_POPOVER } from '../config/layout';
import { onlineBadgeText, onlineUsersTooltip } from '../lib/texts';
import { useOnlineUsers } from '../model/use-online-users';
import { OnlineUsersPanel } from './online-users-panel';

const styles = {
  anchor: css({ display: 'inline-flex' }),
  trigger: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    w: '10',
    h: '10',
    borderRadius: 'full',
    color: 'fg.muted',
    cursor: 'pointer',
    transitionProperty: 'colors',
    transitionDuration: 'normal',
    _hover: { bg: 'bg.muted', color: 'fg.default' },
    _expanded: { bg: 'bg.muted', color: 'fg.default' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' },
  }),
  badge: css({
    position: 'absolute',
    top: '0.5',
    insetInlineEnd: '0',
    minW: '4.5',
    h: '4.5',
    px: '1',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    bg: 'success.default',
    color: 'success.contrast',
    fontSize: '2xs',
    fontWeight: 'bold',
    lineHeight: 'none',
    fontVariantNumeric: 'tabular-nums',
    pointerEvents: 'none',
  }),
};

function UsersIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
    </svg>
  );
}

/**
 * The header's online-users button (admins only; renders nothing for others): a count badge
 * (capped at 99, hidden while loading or at zero), the tooltip '{n} user(s) online', and a
 * 360 px popover with the live list.
 */
export function OnlineUsersButton() {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return <AdminOnlineUsersButton />;
}

function AdminOnlineUsersButton() {
  const { users, loading, currentUserId } = useOnlineUsers();
  const [open, setOpen] = useState(false);
  const badge = onlineBadgeText(users.length, loading);
  const tooltip = loading ? 'Loading...' : onlineUsersTooltip(users.length);

  return (
    // The tooltip describes a wrapper: the popover trigger inside keeps its own ids and props.
    <Tooltip content={tooltip}>
      <span className={styles.anchor}>
        <Popover
          open={open}
          onOpenChange={setOpen}
          width={ONLINE_USERS_POPOVER.width}
          maxHeight={ONLINE_USERS_POPOVER.maxHeight}
          aria-label="Online users"
          trigger={
            <button type="button" className={styles.trigger} aria-label="Online users">
              <UsersIcon />
              {badge !== null && (
                <span className={styles.badge} data-testid="online-users-badge">
                  {badge}
                </span>
              )}
            </button>
          }
        >
          <OnlineUsersPanel
            users={users}
            loading={loading}
            currentUserId={currentUserId}
            onNavigate={() => setOpen(false)}
          />
        </Popover>
      </span>
    </Tooltip>
  );
}
