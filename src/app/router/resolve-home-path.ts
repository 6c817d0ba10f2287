/**
 * Where `/` sends a visitor (spec 1 §2 "sends the user on by role"): visitors to `/login`,
 * admins to `/admin`, everyone else to `/dashboard`. Investor-only users leave for the investor
 * site before this applies (see `resolveGuardRedirect`).
 */
export interface HomeSession {
  roles: readonly string[];
}

export const LOGIN_PATH = '/login';
export const DASHBOARD_ROOT = '/dashboard';
export const ADMIN_ROOT = '/admin';

export function resolveHomePath(session: HomeSession | null): string {
  if (!session) return LOGIN_PATH;
  if (session.roles.includes('ADMIN')) return ADMIN_ROOT;
  return DASHBOARD_ROOT;
}
