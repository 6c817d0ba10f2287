import { memo } from 'react';
import { css } from 'styled-system/css';
import {
  DeviceIcon,
  formatLastSeen,
  PresenceNameLine,
  PresenceRoleBadge,
  PRESENCE_STATUS_LABELS,
  SignalStrengthIcon,
  type PresenceUser,
} from '@/entities/presence';
import { signalStrength, signalStrengthLabel } from '@/shared/lib/network';
import { Avatar, Badge, EmailAddress, sortButtonStyle } from '@/shared/ui';
import { browserText, deviceAndOsText, OnlineUserDetails } from '@/widgets/online-users';
import { pageOf } from '../lib/presence-table';

const styles = {
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
export const PresenceRow = memo(function PresenceRow({ user, isCurrentUser, isOpen, onToggle, now }: PresenceRowProps) {
  const detailsId = `presence-row-${user.userId}-details`;
  const strength = signalStrength(user.network);
  return (
    <>
      <td className={styles.td}>
        <div className={styles.user}>
          <Avatar src={user.avatar} name={user.name} size="sm" />
          <div className={styles.who}>
            <PresenceNameLine name={user.name} isCurrentUser={isCurrentUser} className={styles.nameLine} nameClassName={styles.name} />
            <span className={styles.muted}><EmailAddress email={user.email} /></span>
          </div>
        </div>
      </td>
      <td className={styles.td}>
        <PresenceRoleBadge roles={user.roles} />
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
          className={sortButtonStyle}
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
export const PresenceDetailsRow = memo(function PresenceDetailsRow({ user, now, columnCount }: { user: PresenceUser; now: number; columnCount: number }) {
  return (
    <tr>
      <td colSpan={columnCount} className={styles.detailsCell}>
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
