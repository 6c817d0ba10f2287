import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.js';
import { clearEvents, LIMITS, recordEvent, secondsUntilAllowedByAll, tooManyRequests } from '../auth/throttle.js';
import { HttpError } from '../http/errors.js';
import { appBaseUrl } from '../http/links.js';
import { sendVerificationCode } from './account-emails.js';
import { type Session, startSession } from './sessions.js';
import { findUserByEmail, normalizeEmail, recordLogin, replacePasswordHash, type UserRecord } from './users.js';
import { hasUsableCode } from './verification-codes.js';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid email or password.',
  unverified: 'Please verify your email address. We sent a 6-digit code to your email.',
  archived: 'This account has been deactivated. Contact support to restore it.',
  tooMany: 'Too many failed login attempts. Try again in {wait}.',
} as const;

/**
 * Email and password login with throttling: failed attempts count per account and per client
 * address, and past either limit the answer is 429 even for the right password.
 */
export async function logIn(app: FastifyInstance, request: FastifyRequest, credentials: { email: string; password: string }): Promise<Session> {
  const email = normalizeEmail(credentials.email);
  const wait = await secondsUntilAllowedByAll(app.db, [
    [LIMITS.failedLoginsPerAddress, request.ip],
    [LIMITS.failedLoginsPerAccount, email],
  ]);
  if (wait > 0) throw tooManyRequests(wait, LOGIN_MESSAGES.tooMany);

  const user = await findUserByEmail(app.db, email);
  if (!user || !(await verifyPassword(user.passwordHash, credentials.password))) {
    if (!user) await verifyPassword(null, credentials.password); // as slow as a wrong password
    await recordFailedLogin(app, email, request.ip);
    throw new HttpError(401, LOGIN_MESSAGES.invalid);
  }
  if (user.archivedAt) throw new HttpError(403, LOGIN_MESSAGES.archived);
  if (!user.emailVerifiedAt) {
    await resendCodeIfNoneUsable(app, request, user);
    throw new HttpError(403, LOGIN_MESSAGES.unverified, {}, { verificationRequired: true });
  }
  await clearEvents(app.db, LIMITS.failedLoginsPerAccount, email);
  if (needsRehash(user.passwordHash)) await replacePasswordHash(app.db, user.id, await hashPassword(credentials.password));
  await recordLogin(app.db, user.id);
  return startSession(app, user);
}

export async function recordFailedLogin(app: FastifyInstance, email: string, address: string): Promise<void> {
  await recordEvent(app.db, LIMITS.failedLoginsPerAccount, email);
  await recordEvent(app.db, LIMITS.failedLoginsPerAddress, address);
}

export async function failedLoginWait(app: FastifyInstance, email: string): Promise<number> {
  return secondsUntilAllowedByAll(app.db, [[LIMITS.failedLoginsPerAccount, email]]);
}

/** The app goes on to /verify: make sure there is a code to enter, within the resend limits. */
async function resendCodeIfNoneUsable(app: FastifyInstance, request: FastifyRequest, user: UserRecord): Promise<void> {
  if (await hasUsableCode(app.db, user.id)) return;
  const wait = await secondsUntilAllowedByAll(app.db, [
    [LIMITS.codeEmailsPerMinute, user.id],
    [LIMITS.codeEmailsPerHour, user.id],
  ]);
  if (wait === 0) await sendVerificationCode(app, user, appBaseUrl(app, request));
}
