import { useId } from 'react';
import { css } from 'styled-system/css';
import type { PresenceUser } from '@/entities/presence';
import { ONLINE_USERS_POPOVER, ROW_HEIGHT_ESTIMATE } from '../config/layout';
import { onlineUsersHeading } from '../lib/texts';
import { OnlineUsersList } from './online-users-list';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', minH: '0' }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.default', px: '2', pt: '1', m: '0' }),
  state: css({ textStyle: 'sm', color: 'fg.muted', px: '2', py: '6', textAlign: 'center' }),
};

export interface OnlineUsersPanelProps {
  users: readonly PresenceUser[];
  loading: boolean;
  currentUserId: string | null;
  onNavigate?: () => void;
  /**
   * The rows are about to follow (the popover's first frame): the heading for this many users
   * and the list's room, without rows.
   */
  pendingCount?: number;
}

/**
 * The popover's content: 'Loading...', 'No users online', or the heading and the list (or, just
 * opened, the heading and the list's room, the rows following in the next render).
 */
export function OnlineUsersPanel({ users, loading, currentUserId, onNavigate, pendingCount }: OnlineUsersPanelProps) {
  const headingId = useId();
  const count = pendingCount ?? users.length;
  if (loading) {
    return (
      <p className={styles.state} role="status">
        Loading...
      </p>
    );
  }
  if (count === 0) {
    return (
      <p className={styles.state} role="status">
        No users online
      </p>
    );
  }
  return (
    <div className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {onlineUsersHeading(count)}
      </h2>
      {pendingCount === undefined ? (
        <OnlineUsersList users={users} currentUserId={currentUserId} labelledBy={headingId} onNavigate={onNavigate} />
      ) : (
        <div
          aria-busy="true"
          data-testid="online-users-pending"
          style={{ height: Math.min(count * ROW_HEIGHT_ESTIMATE.collapsed, ONLINE_USERS_POPOVER.listMaxHeight) }}
        />
      )}
    </div>
  );
}
