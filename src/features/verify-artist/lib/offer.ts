import { isAdmin, type User } from '@/entities/session';

/** localStorage key: the accounts that were already led to verification on this device. */
export const VERIFICATION_OFFERED_STORAGE_KEY = 'royalty-desk.verification-offered';

/** Neither an admin (admins claim artists) nor verified on any platform yet. */
export function needsVerification(user: User | null): user is User {
  if (!user || isAdmin(user)) return false;
  return !Object.values(user.isVerified ?? {}).some(Boolean);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function offeredIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(VERIFICATION_OFFERED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True the first time for an account on this device (and remembers it): the verification modal
 * opens by itself once, after sign-up; later it is opened from the dashboard or the integrations.
 */
export function takeFirstOffer(userId: string): boolean {
  const ids = offeredIds();
  if (ids.includes(userId)) return false;
  try {
    storage()?.setItem(VERIFICATION_OFFERED_STORAGE_KEY, JSON.stringify([...ids, userId].slice(-20)));
  } catch {
    // without storage the offer is made once per visit
  }
  return true;
}
