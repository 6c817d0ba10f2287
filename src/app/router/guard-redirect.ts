import { isAdmin, isInvestorOnly, RETURN_TO_PARAM, safeReturnTo, type WithRoles } from '@/entities/session';
import { DASHBOARD_ROOT, LOGIN_PATH, resolveHomePath } from './resolve-home-path';

/**
 * Which guard a route sits behind:
 * - `home`: `/`, sends on by role;
 * - `guest`: login, signup, verify, forgot, reset — for visitors;
 * - `dashboard`: `/dashboard/...`, login required;
 * - `admin`: `/admin/...`, login and the ADMIN role required.
 */
export type GuardArea = 'home' | 'guest' | 'dashboard' | 'admin';

export interface GuardInput {
  area: GuardArea;
  /** The session is still being restored (app start). */
  loading: boolean;
  user: WithRoles | null;
  location: { pathname: string; search: string };
  /**
   * Guest pages only: whether the user was already signed in when the page was opened. A user
   * who signs in on the page (login, code verification, password reset) lands on returnTo, else
   * the admin root (admins) or `/dashboard`, the default landing path; one who opens a guest page
   * while signed in goes to returnTo, else the admin root (admins) or the dashboard root, and an
   * investor-only user to the investor site.
   */
  signedInOnArrival?: boolean;
  /**
   * Dashboard and admin pages only: the session ended while the page was open (logout, failed
   * token refresh). Spec 1 §2/§8 send both to `/auth/login`, with no returnTo.
   */
  signedOutHere?: boolean;
  investorUrl: string;
}

export type GuardDecision =
  | { kind: 'render' }
  /** Session still loading: show the progress bar, not the page (no flash of the login page). */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** Leave the app (full page load), e.g. for the investor site. */
  | { kind: 'leave'; url: string };

/** Where logout and a failed token refresh go (spec 1 §2); it redirects on to `/login`. */
export const SIGNED_OUT_PATH = '/auth/login';

const render: GuardDecision = { kind: 'render' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** `/login?returnTo=<path+search>` for the page a visitor wanted. */
export function loginRedirectPath(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ [RETURN_TO_PARAM]: `${location.pathname}${location.search}` });
  return `${LOGIN_PATH}?${params.toString()}`;
}

function returnToOf(search: string): string | null {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** Every guard rule of spec 1 §2, spec 2 §6 and DESIGN §5, as one pure function. */
export function resolveGuardRedirect(input: GuardInput): GuardDecision {
  const { area, loading, user, location, investorUrl } = input;
  if (loading) return { kind: 'wait' };

  switch (area) {
    case 'guest': {
      if (!user) return render;
      const returnTo = returnToOf(location.search);
      // Signed in on the page: returnTo, else the role's root (/admin for admins, else /dashboard,
      // the default landing path); an investor-only user then leaves through the dashboard guard.
      if (input.signedInOnArrival === false) return redirect(returnTo ?? resolveHomePath(user));
      if (returnTo) return redirect(returnTo);
      if (isInvestorOnly(user)) return { kind: 'leave', url: investorUrl };
      return redirect(resolveHomePath(user));
    }
    case 'home': {
      if (user && isInvestorOnly(user)) return { kind: 'leave', url: investorUrl };
      return redirect(resolveHomePath(user));
    }
    case 'dashboard':
    case 'admin': {
      if (!user) return redirect(input.signedOutHere ? SIGNED_OUT_PATH : loginRedirectPath(location));
      if (isInvestorOnly(user)) return { kind: 'leave', url: investorUrl };
      if (area === 'admin' && !isAdmin(user)) return redirect(DASHBOARD_ROOT);
      return render;
    }
  }
}
