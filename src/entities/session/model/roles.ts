import type { User } from '../api/session-api';

/** Anything carrying the stored roles (a `User`, or a lighter object in tests). */
export interface WithRoles {
  roles: readonly string[];
}

/** Spec 1 §6: ADMIN sees the admin area. */
export function isAdmin(user: WithRoles | null | undefined): boolean {
  return Boolean(user?.roles.includes('ADMIN'));
}

/** Spec 1 §6 / DESIGN §5: INVESTOR without ADMIN is sent to the investor site. */
export function isInvestorOnly(user: WithRoles | null | undefined): boolean {
  return Boolean(user?.roles.includes('INVESTOR')) && !isAdmin(user);
}

export function isDistributed(user: Pick<User, 'permissions'> | null | undefined): boolean {
  return Boolean(user?.permissions.isDistributed);
}

/** A role as the contract names it: the stored ones, and USER, which every account holds. */
export type RoleName = 'ADMIN' | 'INVESTOR' | 'USER';

/** What people read for each role. */
export const ROLE_LABELS = {
  ADMIN: 'Admin',
  INVESTOR: 'Investor',
  USER: 'User',
} as const satisfies Record<RoleName, string>;

export type RoleLabel = (typeof ROLE_LABELS)[RoleName];

/** The one role a person is shown with: Admin if present, else Investor, else User (spec 1 §2). */
export function primaryRoleLabel(roles: readonly string[] | null | undefined): RoleLabel {
  if (roles?.includes('ADMIN')) return ROLE_LABELS.ADMIN;
  if (roles?.includes('INVESTOR')) return ROLE_LABELS.INVESTOR;
  return ROLE_LABELS.USER;
}
