/**
 * The user context handed to error reporting (Sentry sets it once loaded: ./sentry/start-sentry.ts).
 *
 * Only role flags travel: never an id, email, name or any other personal data.
 */
export interface ErrorReportingUser {
  isAdmin: boolean;
  isInvestor: boolean;
}

/** The roles a user holds, as far as error reporting is concerned. */
export interface ErrorReportingSource {
  roles?: readonly string[] | null;
}

export type ErrorReportingUserSink = (user: ErrorReportingUser | null) => void;

/** Builds the reporting context from a user: the two role flags, nothing else. */
export function buildErrorReportingUser(user: ErrorReportingSource): ErrorReportingUser {
  const roles = user.roles ?? [];
  return { isAdmin: roles.includes('ADMIN'), isInvestor: roles.includes('INVESTOR') };
}

let sink: ErrorReportingUserSink = () => undefined;
let current: ErrorReportingUser | null = null;

/**
 * Sets (on login) or clears (on logout, with `null`) the user context of error reports.
 * Accepts a full user object but only ever forwards `buildErrorReportingUser(user)`.
 */
export function setErrorReportingUser(user: ErrorReportingSource | null): void {
  current = user ? buildErrorReportingUser(user) : null;
  sink(current);
}

/** The context currently set (for diagnostics and tests). */
export function getErrorReportingUser(): ErrorReportingUser | null {
  return current;
}

/**
 * Connects the reporter (e.g. `(u) => Sentry.setUser(u)`); the current context is replayed at once.
 * Returns a function that disconnects it.
 */
export function connectErrorReportingUser(next: ErrorReportingUserSink): () => void {
  sink = next;
  next(current);
  return () => {
    if (sink === next) sink = () => undefined;
  };
}
