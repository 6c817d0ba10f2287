import type { BadgeProps } from '@/shared/ui';
import type { InviteStatus, InviteeRole } from '../api/admin-invites-api';

export const INVITE_STATUSES = ['sent', 'accepted', 'expired', 'revoked'] as const satisfies readonly InviteStatus[];

export const INVITE_STATUS_LABELS: Readonly<Record<InviteStatus, string>> = {
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const INVITE_STATUS_PALETTE: Readonly<Record<InviteStatus, NonNullable<BadgeProps['palette']>>> = {
  sent: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'neutral',
};

export const INVITEE_ROLES = ['ARTIST', 'INVESTOR', 'ADMIN'] as const satisfies readonly InviteeRole[];

/** What the invitee becomes at sign-up: ARTIST is a regular account. */
export const INVITEE_ROLE_LABELS: Readonly<Record<InviteeRole, string>> = {
  ARTIST: 'Artist',
  INVESTOR: 'Investor',
  ADMIN: 'Admin',
};

export const INVITE_PAGE_SIZE = 25;
