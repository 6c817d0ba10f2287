import { useId } from 'react';
import { css } from 'styled-system/css';
import type { PresenceUser } from '@/entities/presence';
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
}

/** The popover's content: 'Loading...', 'No users online', or the heading and the list. */
export function OnlineUsersPanel({ users, loading, currentUserId, onNavigate }: OnlineUsersPanelProps) {
  const headingId = useId();
  if (loading) {
    return (
      <p className={styles.state} role="status">
        Loading...
      </p>
    );
  }
  if (users.length === 0) {
    return (
      <p className={styles.state} role="status">
        No users online
      </p>
    );
  }
  return (
    <div className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {onlineUsersHeading(users.length)}
      </h2>
      <OnlineUsersList users={users} currentUserId={currentUserId} labelledBy={headingId} onNavigate={onNavigate} />
    </div>
  );
}
