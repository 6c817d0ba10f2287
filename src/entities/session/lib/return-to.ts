import { ADMIN_PATH, DEFAULT_LANDING_PATH, GUEST_PATHS } from '../config/paths';
import { isAdmin, type WithRoles } from '../model/roles';

const BASE = 'http://same-origin.invalid';

/**
 * Returns `value` when it is a same-origin relative path (`/dashboard/artists?x=1`), else `null`.
 * Rejects absolute and protocol-relative URLs (`https://evil.test`, `//evil.test`, `/\evil.test`),
 * control characters, and guest pages (a returnTo to `/login` would bounce).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (GUEST_PATHS.includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a fresh sign-in (login, code verification, password reset) lands: returnTo, else the
 * admin root for admins and /dashboard for everyone else (the guest guard's rule, see
 * app/router/guard-redirect.ts).
 */
export function resolveLandingPath(returnTo: string | null | undefined, user?: WithRoles | null): string {
  return safeReturnTo(returnTo) ?? (isAdmin(user) ? ADMIN_PATH : DEFAULT_LANDING_PATH);
}
