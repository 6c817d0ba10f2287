import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Badge, Button, TableFrame, tableStyles as t } from '@/shared/ui';
import type { AdminInvite } from '../api/admin-invites-api';
import { INVITE_STATUS_LABELS, INVITE_STATUS_PALETTE, INVITEE_ROLE_LABELS } from '../config/labels';
import { CopyLinkButton } from './copy-link-button';

const styles = {
  primary: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  secondary: css({ textStyle: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' }),
  status: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' }),
  actions: css({ display: 'flex', gap: '2', justifyContent: 'flex-end', whiteSpace: 'nowrap' }),
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
    <TableFrame label="Invitations">
      <table className={t.table}>
        <caption className={t.caption}>Invitations</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Invitee</th>
            <th scope="col" className={t.th}>Role</th>
            <th scope="col" className={t.th}>Artist</th>
            <th scope="col" className={t.th}>Status</th>
            <th scope="col" className={t.th}>Invited by</th>
            <th scope="col" className={t.th}>Created</th>
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
                  <div className={styles.primary}>{invite.inviteeEmail}</div>
                  {name && <div className={styles.secondary}>{name}</div>}
                </th>
                <td className={t.td}>{labelOf(INVITEE_ROLE_LABELS, invite.inviteeRole)}</td>
                <td className={t.td}>{invite.inviteeArtistName ?? (invite.inviteeArtistId ? 'Unknown artist' : '—')}</td>
                <td className={t.td}>
                  <div className={styles.status}>
                    <Badge palette={INVITE_STATUS_PALETTE[invite.status]}>{labelOf(INVITE_STATUS_LABELS, invite.status)}</Badge>
                    <span className={styles.secondary}>{statusDetail(invite)}</span>
                  </div>
                </td>
                <td className={t.td}>
                  {invite.invitedBy ? invite.invitedBy.name : <span className={t.muted}>—</span>}
                </td>
                <td className={t.td}>
                  <span className={css({ whiteSpace: 'nowrap' })}>{formatMoment(invite.createdAt)}</span>
                </td>
                <td className={t.td}>
                  {isActionable(invite) && (
                    <div className={styles.actions}>
                      <CopyLinkButton url={invite.signupUrl} context={`for ${invite.inviteeEmail}`} />
                      <Button
                        variant="outline"
                        size="sm"
                        loading={resendingId === invite._id}
                        onClick={() => onResend(invite)}
                        aria-label={`Send again to ${invite.inviteeEmail}`}
                      >
                        Send again
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => onRevoke(invite)} aria-label={`Revoke the invitation of ${invite.inviteeEmail}`}>
                        Revoke
                      </Button>
                    </div>
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
