import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/authorize.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { addressKey, LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import { HttpError } from '../http/errors.js';
import { sendPasswordReset } from './account-emails.js';
import { checkPasswordThrottled, clearFailedLogins } from './login.js';
import { consumeResetToken, isResetTokenValid } from './password-reset.js';
import { type Session, startSession } from './sessions.js';
import { recordSignIn, type SignInClient } from './sign-ins.js';
import { findUserByEmail, findUserById, markEmailVerified, normalizeEmail, setPasswordHash } from './users.js';

export const PASSWORD_MESSAGES = {
  resetRequested: 'If an account exists for this email, we sent it a link to reset the password.',
  resetTooMany: 'Too many password reset requests. Try again in {wait}.',
  resetInvalid: 'This password reset link is invalid or has expired. Request a new one.',
  reset: 'Your password has been changed.',
  wrongCurrent: 'Your current password is incorrect.',
  mismatch: 'The new passwords do not match.',
  unchanged: 'The new password must be different from the current one.',
} as const;

/** Same answer whether or not the email has an account. */
export async function requestReset(app: FastifyInstance, request: FastifyRequest, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  for (const [limit, key] of [
    [LIMITS.resetRequestsPerAddress, addressKey(request.ip)],
    [LIMITS.resetEmailsPerAccount, email],
  ] as const) {
    const wait = await secondsUntilAllowed(app.db, limit, key);
    if (wait > 0) throw tooManyRequests(wait, PASSWORD_MESSAGES.resetTooMany);
    await recordEvent(app.db, limit, key);
  }
  const user = await findUserByEmail(app.db, email);
  if (user && !user.archivedAt) await sendPasswordReset(app, user);
  return { success: true, message: PASSWORD_MESSAGES.resetRequested };
}

/** Sets the password and signs the user in (see the contract: no separate login call). */
export async function resetWithToken(
  app: FastifyInstance,
  body: { email: string; password: string; resetPasswordToken: string },
  client: SignInClient,
): Promise<Session & { success: true; message: string }> {
  const email = normalizeEmail(body.email);
  if (!(await isResetTokenValid(app.db, email, body.resetPasswordToken))) throw new HttpError(400, PASSWORD_MESSAGES.resetInvalid);
  // A link mailed before the account was archived does not sign it back in.
  if ((await findUserByEmail(app.db, email))?.archivedAt) throw new HttpError(400, PASSWORD_MESSAGES.resetInvalid);
  const passwordHash = await hashPassword(body.password);
  const userId = await app.db.transaction(async (tx) => {
    const id = await consumeResetToken(tx, email, body.resetPasswordToken);
    if (id === null) return null;
    await setPasswordHash(tx, id, passwordHash);
    // The link came by email, so the address is proven.
    await markEmailVerified(tx, id);
    return id;
  });
  if (userId === null) throw new HttpError(400, PASSWORD_MESSAGES.resetInvalid);
  await clearFailedLogins(app.db, email);
  await recordSignIn(app.db, userId, 'reset', client);
  const session = await startSession(app, (await findUserById(app.db, userId))!);
  return { success: true, message: PASSWORD_MESSAGES.reset, ...session };
}

/** The current password is checked like a login (a wrong one counts as a failed login, under the same throttle). */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: Caller,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<Session> {
  if (body.newPassword !== body.confirmNewPassword) throw new HttpError(400, PASSWORD_MESSAGES.mismatch);
  const user = await findUserById(app.db, caller.userId);
  if (!user) throw new HttpError(404, 'User not found');
  if (!(await checkPasswordThrottled(app, request, user.email, () => verifyPassword(user.passwordHash, body.oldPassword)))) {
    throw new HttpError(400, PASSWORD_MESSAGES.wrongCurrent);
  }
  if (body.oldPassword === body.newPassword) throw new HttpError(400, PASSWORD_MESSAGES.unchanged);
  await setPasswordHash(app.db, user.id, await hashPassword(body.newPassword));
  await clearFailedLogins(app.db, user.email);
  return startSession(app, (await findUserById(app.db, user.id))!);
}
