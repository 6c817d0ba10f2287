import { primaryRoleLabel, type RoleLabel } from '@/entities/session/@x/presence';

export type PresenceRoleLabel = RoleLabel;

/** The role chip of a presence row: Admin if present, else Investor, else User (spec 1 §2). */
export function presenceRoleLabel(roles: readonly string[] | null | undefined): PresenceRoleLabel {
  return primaryRoleLabel(roles);
}
