import { ROLE_LABELS } from '@/entities/session';

/** The labels of an account's stored roles, "User" for a regular account (USER is implicit). */
export function roleLabels(roles: readonly string[]): string[] {
  const stored = roles.filter((role): role is 'ADMIN' | 'INVESTOR' => role === 'ADMIN' || role === 'INVESTOR');
  return stored.length === 0 ? [ROLE_LABELS.USER] : stored.map((role) => ROLE_LABELS[role]);
}
