import type { FastifyInstance } from 'fastify';
import { LIMITS, secondsUntilAllowedByAll, tooManyRequests } from '../auth/throttle.js';
import { HttpError } from '../http/errors.js';
import { sendVerificationCode } from './account-emails.js';
import { startSession } from './sessions.js';
import { recordSignIn, type SignInClient } from './sign-ins.js';
import { findUserByEmail, findUserById, markEmailVerified, normalizeEmail } from './users.js';
import { checkVerificationCode, CODE_TTL_MINUTES } from './verification-codes.js';

export const CODE_MESSAGES = {
  wrong: 'The code is incorrect.',
  expired: 'This code has expired. Request a new code.',
  locked: 'Too many incorrect codes. Request a new code.',
  alreadyVerified: 'This email address is already verified. Please sign in.',
  resendTooSoon: 'Please wait {wait} before requesting another code.',
  verified: 'Your email address is verified.',
} as const;

/** `{email, code}`: verifies the email and signs the user in. */
export async function verifyCode(app: FastifyInstance, { email, code }: { email: string; code: string }, client: SignInClient) {
  const user = await findUserByEmail(app.db, email);
  if (!user || user.archivedAt) throw new HttpError(400, CODE_MESSAGES.wrong);
  if (user.emailVerifiedAt) throw new HttpError(400, CODE_MESSAGES.alreadyVerified);
  const result = await checkVerificationCode(app.db, user.id, code);
  if (result === 'wrong') throw new HttpError(400, CODE_MESSAGES.wrong);
  if (result === 'expired') throw new HttpError(400, CODE_MESSAGES.expired);
  if (result === 'locked') throw tooManyRequests(await resendWait(app, user.id), CODE_MESSAGES.locked);
  await markEmailVerified(app.db, user.id);
  await recordSignIn(app.db, user.id, (await signedUpByInvite(app, user.id)) ? 'invite' : 'code', client);
  const session = await startSession(app, (await findUserById(app.db, user.id))!);
  return { success: true, message: CODE_MESSAGES.verified, ...session };
}

/**
 * `{email, resend: true}`: a new code for an account waiting for verification. Unknown and
 * verified emails get the same answer, and no email.
 */
export async function resendCode(app: FastifyInstance, email: string) {
  const user = await findUserByEmail(app.db, email);
  if (user && !user.emailVerifiedAt && !user.archivedAt) {
    const wait = await resendWait(app, user.id);
    if (wait > 0) throw tooManyRequests(wait, CODE_MESSAGES.resendTooSoon);
    await sendVerificationCode(app, user);
  }
  return {
    success: true,
    message: `A new code is on its way to ${normalizeEmail(email)}. It expires in ${CODE_TTL_MINUTES} minutes.`,
  };
}

function resendWait(app: FastifyInstance, userId: string): Promise<number> {
  return secondsUntilAllowedByAll(app.db, [
    [LIMITS.codeEmailsPerMinute, userId],
    [LIMITS.codeEmailsPerHour, userId],
  ]);
}

/** An account made from an invite finishes its invite sign-up by confirming the emailed code. */
async function signedUpByInvite(app: FastifyInstance, userId: string): Promise<boolean> {
  const { rows } = await app.db.query<{ invited: boolean }>(
    `select exists (select 1 from invites where accepted_by = $1)
        and not exists (select 1 from sign_ins where user_id = $1) as invited`,
    [userId],
  );
  return rows[0]!.invited;
}
