/** Where people land (spec 1 §2, DESIGN §5). */
export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup';
export const VERIFY_PATH = '/verify';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';
export const DASHBOARD_PATH = '/dashboard';
export const ADMIN_PATH = '/admin';

/**
 * "After login the default landing path is /dashboard" (spec 1 §2): named for what it means.
 * @alias
 */
export const DEFAULT_LANDING_PATH = DASHBOARD_PATH;

/** The query parameter that carries the page a visitor wanted before signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/** Guest pages: a signed-in visitor is sent away from them. */
export const GUEST_PATHS: readonly string[] = [
  LOGIN_PATH,
  SIGNUP_PATH,
  VERIFY_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
];
