import { createEffect, createEvent, createStore, merge, sample, scopeBind } from 'effector';
import { ApiError, configureApiAuth, queryClient, toApiError } from '@/shared/api';
import { isBrowserOnline } from '@/shared/lib/network';
import { tokenStore } from '@/shared/lib/session-token';
import {
  requestCodeVerification,
  requestDistributionStatus,
  requestLogin,
  requestLogout,
  requestPasswordReset,
  requestPasswordUpdate,
  requestTokenRefresh,
  type AuthSession,
  type LoginCredentials,
  type ResetPasswordRequest,
  type UpdatePasswordRequest,
  type User,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
} from '../api/session-api';
import { isAdmin, isDistributed, isInvestorOnly } from './roles';

/** Spec 1 §4 "Auth state". */
export interface SessionState {
  /** True until the first refresh (app start) settled. */
  loading: boolean;
  token: string | null;
  user: User | null;
  /** The last login attempt met an account whose email is not verified yet. */
  verificationRequired: boolean;
}

export const initialSessionState: SessionState = {
  loading: true,
  token: null,
  user: null,
  verificationRequired: false,
};

/**
 * A 403 from login for an account whose email is not verified yet: the body carries
 * `verificationRequired: true` (`LoginForbiddenError`); an archived account's 403 does not.
 */
export function isVerificationRequiredError(error: unknown): boolean {
  const apiError = toApiError(error);
  if (apiError.status !== 403) return false;
  const body = apiError.body as { verificationRequired?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && body.verificationRequired === true;
}

/** A failed refresh clears the token only when the server answered below 500 (spec 1 §4). */
function clearsToken(error: ApiError): boolean {
  return error.status > 0 && error.status < 500;
}

// ---------------------------------------------------------------- events

/** App start: connect the API client, restore the stored token, refresh the session. */
export const sessionStarted = createEvent();
/** Sign out (the account menu fires it, then navigates to `/auth/login`). */
export const logoutRequested = createEvent();
/** Replaces the signed-in user (e.g. after a profile update). */
export const userReceived = createEvent<User>();
/** The API client refreshed the token after a 401 (token already stored). */
export const sessionRefreshed = createEvent<AuthSession>();
/** The API client could not re-authenticate (token already cleared). */
export const authFailed = createEvent();
/**
 * The server ended the session (`session-ended` on the user's event stream, e.g. the account was
 * archived): the user is signed out at once and the login page says why.
 */
export const sessionEnded = createEvent<{ reason: string }>();

// ---------------------------------------------------------------- effects

/** Plugs the model into the API client's re-authentication hooks (scope-bound). */
export const connectApiAuthFx = createEffect(() => {
  const onTokenRefreshed = scopeBind(sessionRefreshed, { safe: true });
  const onAuthFailure = scopeBind(authFailed, { safe: true });
  configureApiAuth({ onTokenRefreshed, onAuthFailure });
});

export const restoreTokenFx = createEffect<void, string | null>(() => tokenStore.get());

/**
 * `POST /auth/verify` with the stored token; stores the returned token. With no token it resolves
 * to `null` (nothing to refresh). A failure below 500 clears the stored token.
 */
export const refreshFx = createEffect<void, AuthSession | null, ApiError>(async () => {
  if (!tokenStore.get()) return null;
  try {
    const session = await requestTokenRefresh();
    tokenStore.set(session.token);
    return session;
  } catch (error) {
    const apiError = toApiError(error);
    if (clearsToken(apiError)) tokenStore.clear();
    throw apiError;
  }
});

/**
 * The browser is offline, so the stored session could not be verified: the app waits (its pages
 * show the pending session under the offline banner) and verifies it when the connection is back,
 * instead of sending the user to the sign-in page, which could not work offline either.
 */
const isOfflineFailure = (error: ApiError) => error.status === 0 && !isBrowserOnline() && tokenStore.get() !== null;

const connectionBackFx = createEffect(
  () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
);

/** `POST /auth/login`; stores the token before resolving (the distribution check needs it). */
export const loginFx = createEffect<LoginCredentials, AuthSession, ApiError>(async (credentials) => {
  try {
    const session = await requestLogin(credentials);
    tokenStore.set(session.token);
    return session;
  } catch (error) {
    throw toApiError(error);
  }
});

export interface DistributionCheck {
  userId: string;
  accountEmail: string;
}

/** `GET /nm/check-if-distributed-artist`, always run after a login. */
export const checkDistributionFx = createEffect<DistributionCheck, boolean, ApiError>(async (query) => {
  try {
    return await requestDistributionStatus(query);
  } catch (error) {
    throw toApiError(error);
  }
});

/**
 * Clears the stored token and the React Query cache, then tells the server (best effort: a
 * failure is only logged).
 */
export const logoutFx = createEffect<void, void>(async () => {
  const token = tokenStore.get();
  tokenStore.clear();
  queryClient.clear();
  if (!token) return;
  try {
    await requestLogout(token);
  } catch (error) {
    console.warn('Logout request failed', error);
  }
});

/** `POST /auth/update-password`; answers a fresh token and the user. */
export const updatePasswordFx = createEffect<UpdatePasswordRequest, AuthSession, ApiError>(async (body) => {
  try {
    const session = await requestPasswordUpdate(body);
    tokenStore.set(session.token);
    return session;
  } catch (error) {
    throw toApiError(error);
  }
});

/** `POST /auth/verify-code`; the session is stored only when `success` is true. */
export const verifyCodeFx = createEffect<VerifyCodeRequest, VerifyCodeResponse, ApiError>(async (body) => {
  try {
    const answer = await requestCodeVerification(body);
    if (answer.success && answer.token) tokenStore.set(answer.token);
    return answer;
  } catch (error) {
    throw toApiError(error);
  }
});

/** The password was reset, but the automatic login that follows failed (the new password stands). */
export class AutoLoginError extends ApiError {
  readonly passwordChanged = true;

  constructor(loginError: ApiError) {
    super({
      status: loginError.status,
      message: loginError.message,
      body: loginError.body,
      kind: loginError.kind,
      cause: loginError,
    });
  }
}

/**
 * `POST /auth/reset-password`. The contract answers a session (`{success, token, user}`); when it
 * does, the token is stored here like a login's.
 */
const requestPasswordResetFx = createEffect<ResetPasswordRequest, Partial<AuthSession>, ApiError>(async (body) => {
  try {
    const answer: Partial<AuthSession> = await requestPasswordReset(body);
    if (answer.token && answer.user) tokenStore.set(answer.token);
    return answer;
  } catch (error) {
    throw toApiError(error);
  }
});

/** A reset answer that signs the user in. */
const hasSession = (answer: Partial<AuthSession>): answer is AuthSession => Boolean(answer.token && answer.user);

/**
 * Password reset, then the automatic login (spec 1 §4): the reset's own session when the server
 * answers one, else `POST /auth/login` with the new password. Resolves with the session.
 * (Every step is an effect so the scope survives the awaits.)
 */
export const resetPasswordFx = createEffect<ResetPasswordRequest, AuthSession, ApiError>(async (body) => {
  const answer = await requestPasswordResetFx(body);
  if (hasSession(answer)) return answer;
  try {
    return await loginFx({ email: body.email, password: body.password });
  } catch (error) {
    throw new AutoLoginError(toApiError(error));
  }
});

/** A login succeeded: `POST /auth/login`, or a password reset that answered a session. */
const signedIn = merge([loginFx.doneData, sample({ clock: requestPasswordResetFx.doneData, filter: hasSession })]);

// ---------------------------------------------------------------- state

/** The sign-in form's message after the server ended a session, by the event's reason. */
export const ARCHIVED_SIGN_OUT_MESSAGE = 'This account has been deactivated. Contact support to restore it.';
const SESSION_ENDED_MESSAGES: Readonly<Record<string, string>> = { archived: ARCHIVED_SIGN_OUT_MESSAGE };
const SESSION_ENDED_FALLBACK = 'You have been signed out. Please sign in again.';

export const $session = createStore<SessionState>(initialSessionState)
  .on(restoreTokenFx.doneData, (state, token) => ({ ...state, token }))
  .on(refreshFx.doneData, (state, session) =>
    session ? { ...state, loading: false, token: session.token, user: session.user } : { ...state, loading: false },
  )
  .on(refreshFx.failData, (state, error) => {
    if (clearsToken(error)) return { ...state, loading: false, token: null, user: null };
    return isOfflineFailure(error) ? state : { ...state, loading: false };
  })
  .on(signedIn, (state, { token, user }) => ({
    ...state,
    loading: false,
    token,
    user,
    verificationRequired: false,
  }))
  .on(loginFx.failData, (state, error) => ({ ...state, verificationRequired: isVerificationRequiredError(error) }))
  .on(checkDistributionFx.done, (state, { params, result }) => withDistribution(state, params.userId, result))
  .on(checkDistributionFx.fail, (state, { params }) => withDistribution(state, params.userId, false))
  .on(logoutRequested, () => ({ ...initialSessionState, loading: false }))
  .on([updatePasswordFx.doneData, sessionRefreshed], (state, { token, user }) => ({ ...state, token, user }))
  .on(verifyCodeFx.doneData, (state, answer) =>
    answer.success && answer.token && answer.user
      ? { ...state, loading: false, token: answer.token, user: answer.user, verificationRequired: false }
      : state,
  )
  .on(userReceived, (state, user) => ({ ...state, user }));

function withDistribution(state: SessionState, userId: string, distributed: boolean): SessionState {
  if (!state.user || state.user._id !== userId) return state;
  return { ...state, user: { ...state.user, permissions: { ...state.user.permissions, isDistributed: distributed } } };
}

/** Why the last session ended, for the login page (null after an ordinary sign-out or a new sign-in). */
export const $signOutNotice = createStore<string | null>(null)
  .on(sessionEnded, (_, { reason }) => SESSION_ENDED_MESSAGES[reason] ?? SESSION_ENDED_FALLBACK)
  .reset(signedIn, verifyCodeFx.done);

export const $user = $session.map((state) => state.user);
export const $isAuthenticated = $session.map((state) => state.user !== null);
export const $isAdmin = $user.map((user) => isAdmin(user));
export const $isInvestorOnly = $user.map((user) => isInvestorOnly(user));
export const $isDistributed = $user.map((user) => isDistributed(user));

// ---------------------------------------------------------------- flows

/**
 * `sessionStarted` runs once per app (scope); later calls are ignored (StrictMode double effects,
 * and both the session model and the app's services start it, whichever arrives first). A scope
 * seeded with a settled session (tests) sets this too.
 */
export const $sessionStarted = createStore(false, { serialize: 'ignore' });
const startAccepted = sample({ clock: sessionStarted, source: $sessionStarted, filter: (started) => !started });
$sessionStarted.on(startAccepted, () => true);

sample({ clock: startAccepted, target: [connectApiAuthFx, restoreTokenFx] });
sample({ clock: restoreTokenFx.finally, target: refreshFx });
sample({ clock: refreshFx.failData, source: $session, filter: (state, error) => state.loading && isOfflineFailure(error), target: connectionBackFx });
sample({ clock: connectionBackFx.done, target: refreshFx });

sample({
  clock: signedIn,
  fn: ({ user }): DistributionCheck => ({ userId: user._id, accountEmail: user.email }),
  target: checkDistributionFx,
});

sample({ clock: [authFailed, sessionEnded], target: logoutRequested });
sample({ clock: logoutRequested, target: logoutFx });

/**
 * Runs `run` with the signed-in user as soon as the session is known: at once when it is, else when
 * the app start's verification settles; never when nobody is signed in. For a page's prefetch
 * (`page(…, prefetch)` in the route table) that sends its first requests while the page's code still renders, not after (it reads the app's
 * one scope: pages in tests render without it).
 */
export function whenSignedIn(run: (user: User) => void): void {
  const { loading, user } = $session.getState();
  if (!loading) {
    if (user) run(user);
    return;
  }
  const unwatch = $session.updates.watch((state) => {
    if (state.loading) return;
    unwatch();
    if (state.user) run(state.user);
  });
}

/** Error reporting follows the signed-in user (role flags only; `null` after logout). */
