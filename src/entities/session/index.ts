export {
  $isAdmin,
  $isAuthenticated,
  $isDistributed,
  $isInvestorOnly,
  $session,
  $sessionStarted,
  $signOutNotice,
  ARCHIVED_SIGN_OUT_MESSAGE,
  $user,
  AutoLoginError,
  authFailed,
  checkDistributionFx,
  initialSessionState,
  isVerificationRequiredError,
  loginFx,
  logoutFx,
  logoutRequested,
  refreshFx,
  resetPasswordFx,
  sessionEnded,
  sessionRefreshed,
  sessionStarted,
  updatePasswordFx,
  userReceived,
  verifyCodeFx,
  whenSignedIn,
} from './model/session';
export type { DistributionCheck, SessionState } from './model/session';
export { useSession } from './model/use-session';
export { loadSessionModel, restoreStoredSession, WithSession } from './ui/with-session';
export type { SessionView } from './model/use-session';
export { ROLE_LABELS, isAdmin, isDistributed, isInvestorOnly, primaryRoleLabel } from './model/roles';
export type { RoleLabel, RoleName, WithRoles } from './model/roles';
export type {
  AuthSession,
  LoginCredentials,
  ResetPasswordRequest,
  UpdatePasswordRequest,
  User,
  VerifyCodeRequest,
  VerifyCodeResponse,
} from './api/session-api';
export { resolveLandingPath, safeReturnTo } from './lib/return-to';
export {
  ADMIN_PATH,
  DASHBOARD_PATH,
  DEFAULT_LANDING_PATH,
  FORGOT_PASSWORD_PATH,
  GUEST_PATHS,
  LOGIN_PATH,
  RESET_PASSWORD_PATH,
  RETURN_TO_PARAM,
  SIGNUP_PATH,
  VERIFY_PATH,
} from './config/paths';
