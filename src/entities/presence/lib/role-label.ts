export type PresenceRoleLabel = 'Admin' | 'Investor' | 'User';

/** The role chip of a presence row: Admin if present, else Investor, else User (spec 1 §2). */
export function presenceRoleLabel(roles: readonly string[] | null | undefined): PresenceRoleLabel {
  if (roles?.includes('ADMIN')) return 'Admin';
  if (roles?.includes('INVESTOR')) return 'Investor';
  return 'User';
}
