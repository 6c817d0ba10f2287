import type { BadgeProps } from '@/shared/ui';
import type { AdminUserInvite, SignInRecord, UserRoleFilter, UserSortField } from '../api/admin-users-api';

export const USER_PAGE_SIZE = 25;

export const USER_ROLE_FILTERS = ['ADMIN', 'INVESTOR', 'USER'] as const satisfies readonly UserRoleFilter[];

/** The role filter: USER is an account with neither stored role. */
export const USER_ROLE_FILTER_LABELS: Readonly<Record<UserRoleFilter, string>> = {
  ADMIN: 'Admins',
  INVESTOR: 'Investors',
  USER: 'Regular accounts',
};

export const USER_SORT_FIELDS = [
  'createdAt',
  'lastLoginAt',
  'email',
  'firstName',
  'lastName',
  'releaseCount',
] as const satisfies readonly UserSortField[];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The sort menu: a field with the direction people expect of it. */
export const USER_SORT_OPTIONS: readonly { sortBy: UserSortField; sortDirection: 'asc' | 'desc'; label: string }[] = [
  { sortBy: 'createdAt', sortDirection: 'desc', label: 'Newest first' },
  { sortBy: 'createdAt', sortDirection: 'asc', label: 'Oldest first' },
  { sortBy: 'lastLoginAt', sortDirection: 'desc', label: 'Signed in most recently' },
  { sortBy: 'email', sortDirection: 'asc', label: 'Email A–Z' },
  { sortBy: 'firstName', sortDirection: 'asc', label: 'First name A–Z' },
  { sortBy: 'lastName', sortDirection: 'asc', label: 'Last name A–Z' },
  { sortBy: 'releaseCount', sortDirection: 'desc', label: 'Most releases' },
];

export const SIGN_IN_METHOD_LABELS: Readonly<Record<SignInRecord['method'], string>> = {
  password: 'Password',
  code: 'Email code',
  reset: 'Password reset',
  invite: 'Invitation sign-up',
};

export const INVITE_STATUS_LABELS: Readonly<Record<AdminUserInvite['status'], string>> = {
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const INVITE_STATUS_PALETTE: Readonly<Record<AdminUserInvite['status'], NonNullable<BadgeProps['palette']>>> = {
  sent: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'neutral',
};

export const INVITEE_ROLE_LABELS: Readonly<Record<AdminUserInvite['inviteeRole'], string>> = {
  ARTIST: 'Artist',
  INVESTOR: 'Investor',
  ADMIN: 'Admin',
};
