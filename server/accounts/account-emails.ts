import type { FastifyInstance } from 'fastify';
import { LIMITS, recordEvent } from '../auth/throttle.js';
import { inviteEmail, passwordResetEmail, verificationCodeEmail } from '../mail/templates.js';
import { type InviteRecord, inviteLink, markInviteSent } from './invites.js';
import { issueResetToken, RESET_TTL_MINUTES } from './password-reset.js';
import type { UserRecord } from './users.js';
import { CODE_TTL_MINUTES, issueVerificationCode } from './verification-codes.js';

/** Emails a new verification code (counted by the resend limits). */
export async function sendVerificationCode(app: FastifyInstance, user: UserRecord): Promise<void> {
  const code = await issueVerificationCode(app.db, user.id);
  await recordEvent(app.db, LIMITS.codeEmailsPerHour, user.id);
  await app.mailer.send({
    to: user.email,
    firstName: user.firstName,
    ...verificationCodeEmail({ firstName: user.firstName, code, minutes: CODE_TTL_MINUTES }),
  });
}

/** Emails a link to /reset-password?email=…&token=… (the app's reset page). */
export async function sendPasswordReset(app: FastifyInstance, user: UserRecord): Promise<void> {
  const token = await issueResetToken(app.db, user.id);
  const link = `${app.publicUrl}/reset-password?${new URLSearchParams({ email: user.email, token })}`;
  await app.mailer.send({
    to: user.email,
    firstName: user.firstName,
    ...passwordResetEmail({ firstName: user.firstName, link, minutes: RESET_TTL_MINUTES }),
  });
}

/**
 * Emails the invite's registration link (`/signup?inviteCode=…&inviteeEmail=…`, the app's sign-up
 * page) and records when it went out. Sent after the invite is stored: a failure leaves an invite
 * without `email_sent_at`, which can be sent again.
 */
export async function sendInvite(app: FastifyInstance, invite: InviteRecord): Promise<void> {
  await app.mailer.send({
    to: invite.inviteeEmail,
    firstName: invite.inviteeFirstName,
    ...inviteEmail({
      inviterName: invite.invitedBy?.name ?? null,
      link: inviteLink(app.publicUrl, invite),
      code: invite.code,
      days: invite.ttlDays,
      note: invite.note,
    }),
  });
  await markInviteSent(app.db, invite.id);
}
