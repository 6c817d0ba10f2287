import type { components } from '@/shared/api';

type User = components['schemas']['User'];

/** The name shown for the user: display name, else first and last name, else email. */
export function displayNameOf(user: Pick<User, 'displayName' | 'firstName' | 'lastName' | 'email'> | null): string {
  if (!user) return 'Account';
  const full = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return user.displayName?.trim() || full || user.email;
}
