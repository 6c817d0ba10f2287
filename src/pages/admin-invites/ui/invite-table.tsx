import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Badge, EmailAddress, type DataTableColumn, type MenuEntry } from '@/shared/ui';
import type { AdminInvite } from '../api/admin-invites-api';
import { INVITE_STATUS_LABELS, INVITE_STATUS_PALETTE, INVITEE_ROLE_LABELS } from '../config/labels';
import { copyLink } from './copy-link-button';

const styles = {
  primary: css({ fontWeight: 'semibold', whiteSpace: 'nowrap' }),
  secondary: css({ textStyle: 'caption', color: 'fg.muted', fontWeight: 'normal', whiteSpace: 'nowrap' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  status: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' }),
};

/** An open or lapsed invitation can still be sent again, copied or revoked; used ones cannot. */
export const isActionable = (invite: AdminInvite) => invite.status === 'sent' || invite.status === 'expired';

function inviteeName(invite: AdminInvite): string | null {
  const name = [invite.inviteeFirstName, invite.inviteeLastName].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

function statusDetail(invite: AdminInvite): string {
  if (invite.status === 'accepted' && invite.acceptedAt) {
    return invite.acceptedBy ? `by ${invite.acceptedBy.name} on ${formatMoment(invite.acceptedAt)}` : `on ${formatMoment(invite.acceptedAt)}`;
  }
  if (invite.status === 'revoked' && invite.revokedAt) return `on ${formatMoment(invite.revokedAt)}`;
  if (invite.status === 'expired') return `on ${formatMoment(invite.expiresAt)}`;
  return `until ${formatMoment(invite.expiresAt)}`;
}

const inviteColumns: DataTableColumn<AdminInvite>[] = [
  {
    key: 'invitee',
    header: 'Invitee',
    rowHeader: true,
    cell: (invite) => {
      const name = inviteeName(invite);
      return (
        <>
          <div className={styles.primary}><EmailAddress email={invite.inviteeEmail} /></div>
          {name && <div className={styles.secondary}>{name}</div>}
        </>
      );
    },
  },
  { key: 'role', header: 'Role', cell: (invite) => labelOf(INVITEE_ROLE_LABELS, invite.inviteeRole) },
  { key: 'artist', header: 'Artist', cell: (invite) => invite.inviteeArtistName ?? (invite.inviteeArtistId ? 'Unknown artist' : '—') },
  {
    key: 'status',
    header: 'Status',
    cell: (invite) => (
      <div className={styles.status}>
        <Badge palette={INVITE_STATUS_PALETTE[invite.status]}>{labelOf(INVITE_STATUS_LABELS, invite.status)}</Badge>
        <span className={styles.secondary}>{statusDetail(invite)}</span>
      </div>
    ),
  },
  {
    key: 'invited',
    header: 'Invited',
    cell: (invite) => (
      <>
        <div className={styles.nowrap}>{invite.invitedBy ? `by ${invite.invitedBy.name}` : 'by a deleted account'}</div>
        <div className={styles.secondary}>{formatMoment(invite.createdAt)}</div>
      </>
    ),
  },
];

export interface InviteActions {
  onResend: (invite: AdminInvite) => void;
  onRevoke: (invite: AdminInvite) => void;
  /** The invitation being sent again, if any (its item is disabled meanwhile). */
  resendingId?: string | null;
}

/** The invitations' table (spread on `DataTable`): an open or lapsed one has its actions menu. */
export function inviteTable({ onResend, onRevoke, resendingId }: InviteActions) {
  return {
    label: 'Invitations',
    cards: true,
    columns: inviteColumns,
    rowKey: (invite: AdminInvite) => invite._id,
    rowProps: () => ({ 'data-testid': 'invite-row' }),
    actions: {
      label: (invite: AdminInvite) => `Actions for ${invite.inviteeEmail}`,
      items: (invite: AdminInvite): MenuEntry[] =>
        isActionable(invite)
          ? [
              { value: 'copy', label: 'Copy sign-up link', onSelect: () => void copyLink(invite.signupUrl, { announce: true }) },
              { value: 'resend', label: 'Send again', disabled: resendingId === invite._id, onSelect: () => onResend(invite) },
              { type: 'separator', id: 'danger' },
              { value: 'revoke', label: 'Revoke…', tone: 'danger', onSelect: () => onRevoke(invite) },
            ]
          : [],
    },
  };
}
