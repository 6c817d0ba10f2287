import { APP_NAME } from '../version.js';

/** What a message says; the mailer adds the recipient and the footer (no unsubscribe: transactional mail). */
export interface EmailContent {
  kind: 'verification-code' | 'password-reset' | 'invite' | 'email-preferences';
  subject: string;
  text: string;
}

/** The longest a name from an account runs in a subject or a sentence of a message. */
export const MAX_NAME_IN_MAIL = 60;

/**
 * A name from an account as mail text: one line (line breaks, tabs and other control characters
 * become spaces), trimmed and cut to `max` characters. Names are checked at input too; this also
 * covers ones stored before that check.
 */
export function nameForMail(name: string, max = MAX_NAME_IN_MAIL): string {
  const line = name.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  const characters = [...line];
  return characters.length > max ? `${characters.slice(0, max - 1).join('').trimEnd()}…` : line;
}

export function verificationCodeEmail({ firstName, code, minutes }: { firstName: string; code: string; minutes: number }): EmailContent {
  return {
    kind: 'verification-code',
    subject: `Your ${APP_NAME} verification code`,
    text: [
      `Hi ${nameForMail(firstName)},`,
      '',
      `Your ${APP_NAME} verification code is:`,
      '',
      `    ${code}`,
      '',
      `Enter it on the verification page to confirm your email address. It expires in ${minutes} minutes.`,
      '',
      `If you did not sign up for ${APP_NAME}, you can ignore this email.`,
    ].join('\n'),
  };
}

export function passwordResetEmail({ firstName, link, minutes }: { firstName: string; link: string; minutes: number }): EmailContent {
  return {
    kind: 'password-reset',
    subject: `Reset your ${APP_NAME} password`,
    text: [
      `Hi ${nameForMail(firstName)},`,
      '',
      'Someone asked to reset the password of your account. To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${minutes} minutes.`,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * The subject and the first line are fixed sentences that start with the product and end with the
 * inviter's name (one line, cut short): an inviter chooses their name, so it must not be able to
 * pass for the subject or the opening of a message from us ("Security Team: your account…").
 */
export function inviteEmail({
  inviterName,
  link,
  code,
  days,
  note = null,
}: {
  /** The inviter's name as stored (first and last name), or null when nobody is named. */
  inviterName: string | null;
  link: string;
  code: string;
  days: number;
  /** A personal note of the inviter, quoted as written. */
  note?: string | null;
}): EmailContent {
  const inviter = inviterName ? nameForMail(inviterName) : '';
  const from = inviter || `the ${APP_NAME} team`;
  return {
    kind: 'invite',
    subject: `${APP_NAME}: an invitation from ${from}`,
    text: [
      `You are invited to ${APP_NAME} by ${from}.`,
      '',
      `${APP_NAME} is where artists follow their streams, payouts and royalties and distribute their releases.`,
      ...(note ? ['', `${from} wrote:`, '', ...note.split(/\r?\n/).map((line) => `> ${line}`)] : []),
      '',
      'Create your account with this registration link:',
      '',
      link,
      '',
      `Or sign up and enter the invite code ${code}. The link works once; the invitation expires in ${days} days.`,
    ].join('\n'),
  };
}

export function preferencesEmail({ link }: { link: string }): EmailContent {
  return {
    kind: 'email-preferences',
    subject: `Manage your ${APP_NAME} email preferences`,
    text: [
      'Hi,',
      '',
      'You asked to change which emails you receive from us. Choose them here:',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this email.',
    ].join('\n'),
  };
}
