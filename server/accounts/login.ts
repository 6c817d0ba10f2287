import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AttemptGate, type AttemptGateOptions, type AttemptRank, GATE_FULL } from '../auth/attempt-gate.js';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.js';
import {
  addressKey,
  clearEvents,
  clearEventsByKeyPrefix,
  countEvents,
  LIMITS,
  recordEvent,
  secondsUntilAllowedByAll,
  tooManyRequests,
} from '../auth/throttle.js';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { sendVerificationCode } from './account-emails.js';
import { type Session, startSession } from './sessions.js';
import { recordSignIn, signInClientOf } from './sign-ins.js';
import { findUserByEmail, normalizeEmail, replacePasswordHash, type UserRecord } from './users.js';
import { hasUsableCode } from './verification-codes.js';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password.',
  unverified: 'Please verify your email address. We sent a 6-digit code to your email.',
  archived: 'This account has been deactivated. Contact support to restore it.',
  tooMany: 'Too many failed login attempts. Try again in {wait}.',
  busy: 'Too many login attempts for this email right now. Try again in {wait}.',
} as const;

/** Email and password login; the password check runs under the sign-in throttle (`checkPasswordThrottled`). */
export async function logIn(app: FastifyInstance, request: FastifyRequest, credentials: { email: string; password: string }): Promise<Session> {
  const email = normalizeEmail(credentials.email);
  // Read when the check gets its turn: an attempt the throttle refuses costs no lookup.
  const found: { user: UserRecord | null } = { user: null };
  const right = await checkPasswordThrottled(app, request, email, async () => {
    found.user = await findUserByEmail(app.db, email);
    // Without an account a dummy hash is checked: as slow as a wrong password.
    return verifyPassword(found.user?.passwordHash ?? null, credentials.password);
  });
  const user = found.user;
  if (!right || !user) throw new HttpError(401, LOGIN_MESSAGES.invalid);
  if (user.archivedAt) throw new HttpError(403, LOGIN_MESSAGES.archived);
  if (!user.emailVerifiedAt) {
    await resendCodeIfNoneUsable(app, request, user);
    throw new HttpError(403, LOGIN_MESSAGES.unverified, {}, { verificationRequired: true });
  }
  if (needsRehash(user.passwordHash)) await replacePasswordHash(app.db, user.id, await hashPassword(credentials.password));
  await recordSignIn(app.db, user.id, 'password', signInClientOf(request));
  return startSession(app, user);
}

/**
 * A password check of the account `email` (normalised; an email without an account counts the
 * same, so that answers do not tell which emails are registered) under the sign-in throttle:
 *
 * - 10 failures in 15 minutes for the account from one address: 429 for that account from that
 *   address (the right password included) until the oldest leaves the window;
 * - 100 failures in 15 minutes from one address, any accounts: 429 from that address;
 * - past 10 failures in an hour for the account from anywhere, its checks are slowed, not refused:
 *   one at a time, 1 s apart (`loginGate`); an address the account signed in from before goes
 *   first, then addresses without failures on the account, then the others; only past 10 waiting
 *   in one queue a 429 of a few seconds.
 *
 * So a stranger can slow an account but not lock it: its owner's right password from an address
 * they signed in from before gets through within about a second, from a new address after the
 * other new addresses' attempts (at most 10 s, or a 429 of as many seconds). A right password clears the count of this
 * account from this address; a new password (reset or change) clears all the account's counts.
 */
export async function checkPasswordThrottled(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const address = addressKey(request.ip);
  const pair = accountAddressKey(email, address);
  const wait = await secondsUntilAllowedByAll(app.db, [
    [LIMITS.failedLoginsPerAddress, address],
    [LIMITS.failedLoginsPerAccountAndAddress, pair],
  ]);
  if (wait > 0) throw tooManyRequests(wait, LOGIN_MESSAGES.tooMany);

  const gate = loginGate(app);
  // Attempts still running in this process count too, so that a burst cannot pass before its failures are recorded.
  const ceiling = LIMITS.failedLoginsPerAccount.max;
  const spaced = gate.inFlight(email) >= ceiling || (await countEvents(app.db, LIMITS.failedLoginsPerAccount, email)) + gate.inFlight(email) >= ceiling;
  const rank = spaced ? await rankAttempt(app.db, email, address, pair) : 'other';
  const right = await gate.run(email, { spaced, rank, address }, check);
  if (right === GATE_FULL) throw tooManyRequests(gate.drainSeconds(email), LOGIN_MESSAGES.busy);
  if (right) {
    await clearEvents(app.db, LIMITS.failedLoginsPerAccountAndAddress, pair);
  } else {
    await recordEvent(app.db, LIMITS.failedLoginsPerAccount, email);
    await recordEvent(app.db, LIMITS.failedLoginsPerAccountAndAddress, pair);
    await recordEvent(app.db, LIMITS.failedLoginsPerAddress, address);
  }
  return right;
}

/** Where a spaced attempt waits (see AttemptGate): the owner's known addresses first, then addresses without failures. */
async function rankAttempt(db: Queryable, email: string, address: string, pair: string): Promise<AttemptRank> {
  if ((await countEvents(db, LIMITS.failedLoginsPerAccountAndAddress, pair)) > 0) return 'other';
  const { rows } = await db.query<{ ip_address: string }>(
    'select distinct s.ip_address from sign_ins s join users u on u.id = s.user_id where u.email = $1 and s.ip_address is not null',
    [email],
  );
  return rows.some((row) => addressKey(row.ip_address) === address) ? 'known' : 'clean';
}

/** The account has a new password: guesses at the old one no longer count against it. */
export async function clearFailedLogins(db: Queryable, email: string): Promise<void> {
  await clearEvents(db, LIMITS.failedLoginsPerAccount, email);
  await clearEventsByKeyPrefix(db, LIMITS.failedLoginsPerAccountAndAddress, accountAddressKey(email, ''));
}

/** Emails (format: email) hold no space, so the email and a space are a prefix of all its keys. */
function accountAddressKey(email: string, address: string): string {
  return `${email} ${address}`;
}

export const LOGIN_GATE_DEFAULTS: AttemptGateOptions = { spacingMs: 1000, maxWaiting: 10 };

// One gate per database, i.e. per app (handlers see encapsulated copies of the app, never the same object).
const gates = new WeakMap<object, AttemptGate>();

/** The spacing of login attempts on accounts past their failure ceiling (in this process). */
export function loginGate(app: FastifyInstance): AttemptGate {
  let gate = gates.get(app.db);
  if (!gate) {
    gate = new AttemptGate(LOGIN_GATE_DEFAULTS);
    gates.set(app.db, gate);
  }
  return gate;
}

/** Other spacing for this app's logins (tests use tens of milliseconds). */
export function configureLoginGate(app: FastifyInstance, options: AttemptGateOptions): void {
  gates.set(app.db, new AttemptGate(options));
}

/** The app goes on to /verify: make sure there is a code to enter, within the resend limits. */
async function resendCodeIfNoneUsable(app: FastifyInstance, request: FastifyRequest, user: UserRecord): Promise<void> {
  if (await hasUsableCode(app.db, user.id)) return;
  const wait = await secondsUntilAllowedByAll(app.db, [
    [LIMITS.codeEmailsPerMinute, user.id],
    [LIMITS.codeEmailsPerHour, user.id],
  ]);
  if (wait === 0) await sendVerificationCode(app, user);
}
