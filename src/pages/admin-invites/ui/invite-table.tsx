import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Badge, Button, EmailAddress, Menu, TableFrame, tableStyles as t } from '@/shared/ui';
import type { AdminInvite } from '../api/admin-invites-api';
import { INVITE_STATUS_LABELS, INVITE_STATUS_PALETTE, INVITEE_ROLE_LABELS } from '../config/labels';
import { copyLink } from './copy-link-button';

const styles = {
  primary: css({ fontWeight: 'semibold', whiteSpace: 'nowrap' }),
  secondary: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal', whiteSpace: 'nowrap' }),
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

export interface InviteTableProps {
  invites: readonly AdminInvite[];
  onResend: (invite: AdminInvite) => void;
  onRevoke: (invite: AdminInvite) => void;
  /** The invitation being sent again, if any (its button shows progress). */
  resendingId?: string | null;
}

export function InviteTable({ invites, onResend, onRevoke, resendingId }: InviteTableProps) {
  return (
    <TableFrame label="Invitations" cards>
      <table className={t.table}>
        <caption className={t.caption}>Invitations</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Invitee</th>
            <th scope="col" className={t.th}>Role</th>
            <th scope="col" className={t.th}>Artist</th>
            <th scope="col" className={t.th}>Status</th>
            <th scope="col" className={t.th}>Invited</th>
            <th scope="col" className={t.th}>
              <span className={t.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => {
            const name = inviteeName(invite);
            return (
              <tr key={invite._id} data-testid="invite-row">
                <th scope="row" className={t.td}>
                  <div className={styles.primary}><EmailAddress email={invite.inviteeEmail} /></div>
                  {name && <div className={styles.secondary}>{name}</div>}
                </th>
                <td className={t.td} data-label="Role">{labelOf(INVITEE_ROLE_LABELS, invite.inviteeRole)}</td>
                <td className={t.td} data-label="Artist">{invite.inviteeArtistName ?? (invite.inviteeArtistId ? 'Unknown artist' : '—')}</td>
                <td className={t.td} data-label="Status">
                  <div className={styles.status}>
                    <Badge palette={INVITE_STATUS_PALETTE[invite.status]}>{labelOf(INVITE_STATUS_LABELS, invite.status)}</Badge>
                    <span className={styles.secondary}>{statusDetail(invite)}</span>
                  </div>
                </td>
                <td className={t.td} data-label="Invited">
                  <div className={styles.nowrap}>{invite.invitedBy ? `by ${invite.invitedBy.name}` : 'by a deleted account'}</div>
                  <div className={styles.secondary}>{formatMoment(invite.createdAt)}</div>
                </td>
                <td className={t.td}>
                  {isActionable(invite) && (
                    <Menu
                      trigger={
                        <Button variant="outline" size="sm" aria-label={`Actions for ${invite.inviteeEmail}`}>
                          Actions
                        </Button>
                      }
                      items={[
                        { value: 'copy', label: 'Copy sign-up link', onSelect: () => void copyLink(invite.signupUrl, { announce: true }) },
                        { value: 'resend', label: 'Send again', disabled: resendingId === invite._id, onSelect: () => onResend(invite) },
                        { type: 'separator', id: 'danger' },
                        { value: 'revoke', label: 'Revoke…', tone: 'danger', onSelect: () => onRevoke(invite) },
                      ]}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
