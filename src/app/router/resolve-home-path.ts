/**
 * Where `/` sends a visitor (spec 1 §2 "sends the user on by role").
 *
 * Seam for the accounts issue: today there is no session, so `HomeRedirect` passes `null` and
 * everyone goes to `/login`. Once the session model exists, pass its user here; investor-only
 * users are sent to the investor site (`PUBLIC_INVESTOR_URL`) by the accounts issue.
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
