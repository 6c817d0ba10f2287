import { useCallback, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { IconButton, Popover, StrokeIcon, Tooltip } from '@/shared/ui';
import { ONLINE_USERS_POPOVER } from '../config/layout';
import { onlineBadgeText, onlineUsersTooltip } from '../lib/texts';
import { useOnlineUserCount, useOnlineUsers } from '../model/use-online-users';
import { OnlineUsersPanel } from './online-users-panel';

const styles = {
  anchor: css({ display: 'inline-flex' }),
  trigger: css({ position: 'relative', _expanded: { bg: 'bg.muted', color: 'fg.default' } }),
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
    <StrokeIcon size={22} strokeWidth="1.8">
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
    </StrokeIcon>
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

/** The count on the trigger; only this re-renders when the count changes. */
function OnlineUsersBadge({ id }: { id: string }) {
  const { count, loading } = useOnlineUserCount();
  const badge = onlineBadgeText(count, loading);
  return (
    badge !== null && (
      <span id={id} className={styles.badge} data-testid="online-users-badge">
        {badge}
      </span>
    )
  );
}

function OnlineUsersTooltipText() {
  const { count, loading } = useOnlineUserCount();
  return loading ? 'Loading...' : onlineUsersTooltip(count);
}

/**
 * The popover's content (mounted while open only): the sorted list, live. It opens with the
 * heading (from the count) and the rows follow in the next render, so that sorting thousands of
 * users and rendering the rows are not part of the task that opens the popover.
 */
function LiveOnlineUsersPanel({ onNavigate }: { onNavigate: () => void }) {
  const { users, loading, currentUserId, pending } = useOnlineUsers({ deferFirstRender: true });
  const { count } = useOnlineUserCount();
  return (
    <OnlineUsersPanel
      users={users}
      loading={loading}
      currentUserId={currentUserId}
      onNavigate={onNavigate}
      pendingCount={pending ? count : undefined}
    />
  );
}

/**
 * Subscribes to nothing that the feed changes: the badge, the tooltip's text and the open
 * popover's list follow the feed by themselves, so the popover and the tooltip do not re-render
 * with every batch of feed events.
 */
function AdminOnlineUsersButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const labelId = useId();
  const badgeId = useId();

  return (
    // The tooltip describes a wrapper: the popover trigger inside keeps its own ids and props.
    <Tooltip content={<OnlineUsersTooltipText />}>
      <span className={styles.anchor}>
        <Popover
          open={open}
          onOpenChange={setOpen}
          width={ONLINE_USERS_POPOVER.width}
          maxHeight={ONLINE_USERS_POPOVER.maxHeight}
          aria-label="Online users"
          trigger={
            // Named "Online users" plus the badge's count when it shows ("Online users 12"), so the
            // name holds the visible text (WCAG 2.5.3) and speech users hear the count.
            <IconButton className={styles.trigger} aria-labelledby={`${labelId} ${badgeId}`}>
              <span id={labelId} hidden>
                Online users
              </span>
              <UsersIcon />
              <OnlineUsersBadge id={badgeId} />
            </IconButton>
          }
        >
          <LiveOnlineUsersPanel onNavigate={close} />
        </Popover>
      </span>
    </Tooltip>
  );
}
