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
