/** The name people know the account by: the display name, else first and last name, else the email. */
export function userName(user: { displayName?: string | null; firstName?: string; lastName?: string; email: string }): string {
  const display = user.displayName?.trim();
  if (display) return display;
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return full || user.email;
}
