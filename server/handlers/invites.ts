import { createInvite, hasPendingInviteFor, INVITE_TTL_DAYS, markInviteSent } from '../accounts/invites.js';
import { findUserByEmail, findUserById, fullName, normalizeEmail } from '../accounts/users.js';
import { LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import { HttpError } from '../http/errors.js';
import { appBaseUrl } from '../http/links.js';
import { inviteEmail } from '../mail/templates.js';
import type { Handlers } from './types.js';

export const inviteHandlers = {
  async createInvite(request, reply) {
    const caller = request.caller!;
    const body = request.body;
    const email = normalizeEmail(body.inviteeEmail);
    if (await findUserByEmail(this.db, email)) throw new HttpError(409, 'An account with this email already exists.');
    if (await hasPendingInviteFor(this.db, email)) throw new HttpError(409, 'This email already has a pending invite.');
    const wait = await secondsUntilAllowed(this.db, LIMITS.invitesPerUser, caller.userId);
    if (wait > 0) throw tooManyRequests(wait, 'You have sent many invites today. Try again in {wait}.');
    await recordEvent(this.db, LIMITS.invitesPerUser, caller.userId);

    const inviter = await findUserById(this.db, caller.userId);
    const invite = await createInvite(this.db, {
      inviteeEmail: email,
      inviteeFirstName: body.inviteeFirstName?.trim() || null,
      inviteeLastName: body.inviteeLastName?.trim() || null,
      inviteePhoneNumber: body.inviteePhoneNumber?.trim() || null,
      inviteeRole: body.inviteeRole,
      inviteeArtistId: body.inviteeArtistId,
      invitedBy: caller.userId,
    });
    const baseUrl = appBaseUrl(this, request);
    const link = `${baseUrl}/signup?${new URLSearchParams({ inviteCode: invite.code, inviteeEmail: email })}`;
    await this.mailer.send({
      to: email,
      firstName: invite.inviteeFirstName,
      baseUrl,
      ...inviteEmail({ inviterName: inviter ? fullName(inviter) : 'A Royalty Desk artist', firstName: invite.inviteeFirstName, link, code: invite.code, days: INVITE_TTL_DAYS }),
    });
    await markInviteSent(this.db, invite.id);
    return reply.code(201).send({ success: true, message: `Invite sent to ${email}. They will get an email with a registration link.` });
  },
} satisfies Handlers;
