import { memo } from 'react';
import { css } from 'styled-system/css';
import {
  DeviceIcon,
  PresenceNameLine,
  presencePageLabel,
  PresenceRoleBadge,
  SignalStrengthIcon,
  type PresenceUser,
} from '@/entities/presence';
import { Avatar } from '@/shared/ui';
import { OnlineUserDetails } from './online-user-details';

const styles = {
  row: css({ display: 'flex', flexDirection: 'column', borderRadius: 'control' }),
  summary: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    px: '2',
    py: '2',
    textAlign: 'start',
    borderRadius: 'control',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _expanded: { bg: 'bg.subtle' },
    focusVisibleOutline: 'inside',
  }),
  avatar: css({ position: 'relative', display: 'inline-flex', flexShrink: '0' }),
  dot: css({
    position: 'absolute',
    insetInlineEnd: '-0.5',
    bottom: '-0.5',
    w: '2.5',
    h: '2.5',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'bg.surface',
    bg: 'success.fg',
    '&[data-status=away]': { bg: 'warning.fg' },
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' }),
  // The whole name shows: the chips move to the next line rather than cutting it.
  nameLine: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '1.5', rowGap: '0.5', minW: '0' }),
  name: css({
    textStyle: 'sm',
    fontWeight: 'semibold',
    color: 'fg.default',
    minW: '0',
    overflowWrap: 'break-word',
  }),
  page: css({ textStyle: 'caption', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  icons: css({ display: 'flex', alignItems: 'center', gap: '1.5', flexShrink: '0' }),
  chevron: css({
    flexShrink: '0',
    color: 'fg.subtle',
    transitionProperty: 'common',
    transitionDuration: 'fast',
    '[aria-expanded=true] &': { transform: 'rotate(90deg)' },
  }),
  details: css({ px: '3', pt: '1', pb: '3', ms: '11' }),
};

export interface OnlineUserRowProps {
  user: PresenceUser;
  isCurrentUser: boolean;
  expanded: boolean;
  /** Called with the row's userId (one function for all rows, so rows stay memoised). */
  onToggle: (userId: string) => void;
  now: number;
  /** A link in the details was followed. */
  onNavigate?: () => void;
}

/**
 * One online user (spec 1 §2): avatar, name, 'You' chip, role chip, device icon, page label (with
 * ' • Away' when away) and the signal-strength icon. The row is a disclosure button; expanded,
 * it shows the details. Memoised: it re-renders only when its props change (users are new
 * objects when updated).
 */
export const OnlineUserRow = memo(function OnlineUserRow({
  user,
  isCurrentUser,
  expanded,
  onToggle,
  now,
  onNavigate,
}: OnlineUserRowProps) {
  const detailsId = `online-user-${user.userId}-details`;
  return (
    <div className={styles.row} data-user-id={user.userId} data-status={user.status}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        onClick={() => onToggle(user.userId)}
      >
        <span className={styles.avatar}>
          <Avatar src={user.avatar} name={user.name} size="sm" />
          <span className={styles.dot} data-status={user.status} aria-hidden="true" />
        </span>
        <span className={styles.text}>
          <PresenceNameLine name={user.name} isCurrentUser={isCurrentUser} className={styles.nameLine} nameClassName={styles.name}>
            <PresenceRoleBadge roles={user.roles} />
          </PresenceNameLine>
          <span className={styles.page} data-testid="presence-page">
            {presencePageLabel(user)}
          </span>
        </span>
        <span className={styles.icons}>
          <DeviceIcon type={user.device?.type} />
          <SignalStrengthIcon network={user.network} />
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className={styles.chevron}
            aria-hidden="true"
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        </span>
      </button>
      {expanded && (
        <OnlineUserDetails user={user} now={now} id={detailsId} className={styles.details} onNavigate={onNavigate} />
      )}
    </div>
  );
});
