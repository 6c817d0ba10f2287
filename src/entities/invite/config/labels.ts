import { valueLooks } from '@/shared/lib/labels';
import type { BadgePalette } from '@/shared/ui';
import type { InviteStatus, InviteeRole } from '../api/invite-types';

export const { values: INVITE_STATUSES, labels: INVITE_STATUS_LABELS, tones: INVITE_STATUS_PALETTE } = valueLooks<InviteStatus, BadgePalette>({
  sent: ['Sent', 'info'],
  accepted: ['Accepted', 'success'],
  expired: ['Expired', 'warning'],
  revoked: ['Revoked', 'neutral'],
});

export const INVITEE_ROLES = ['ARTIST', 'INVESTOR', 'ADMIN'] as const satisfies readonly InviteeRole[];

/** What the invitee becomes at sign-up: ARTIST is a regular account. */
export const INVITEE_ROLE_LABELS: Readonly<Record<InviteeRole, string>> = {
  ARTIST: 'Artist',
  INVESTOR: 'Investor',
  ADMIN: 'Admin',
};
