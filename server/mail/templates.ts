import { APP_NAME } from '../version.js';

/** What a message says; the mailer adds the recipient, the footer and the headers. */
export interface EmailContent {
  kind: 'verification-code' | 'password-reset' | 'invite' | 'email-preferences';
  subject: string;
  text: string;
}

export function verificationCodeEmail({ firstName, code, minutes }: { firstName: string; code: string; minutes: number }): EmailContent {
  return {
    kind: 'verification-code',
    subject: `Your ${APP_NAME} verification code`,
    text: [
      `Hi ${firstName},`,
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
      `Hi ${firstName},`,
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

export function inviteEmail({
  inviterName,
  firstName,
  link,
  code,
  days,
  note = null,
}: {
  inviterName: string;
  firstName: string | null;
  link: string;
  code: string;
  days: number;
  /** A personal note of the inviter, quoted as written. */
  note?: string | null;
}): EmailContent {
  return {
    kind: 'invite',
    subject: `${inviterName} invited you to ${APP_NAME}`,
    text: [
      firstName ? `Hi ${firstName},` : 'Hi,',
      '',
      `${inviterName} invited you to ${APP_NAME}, where artists follow their streams, payouts and royalties and distribute their releases.`,
      ...(note ? ['', `${inviterName} wrote:`, '', ...note.split(/\r?\n/).map((line) => `> ${line}`)] : []),
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
