import { sendInvite } from '../accounts/account-emails.js';
import { createInvite, hasPendingInviteFor, INVITE_MESSAGES, latestInviteFrom, renewInvite } from '../accounts/invites.js';
import { SIGN_UP_MESSAGES } from '../accounts/sign-up.js';
import { findUserByEmail, normalizeEmail } from '../accounts/users.js';
import { LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import { assertMayManage } from '../catalog/artists.js';
import { HttpError } from '../http/errors.js';
import { VERIFICATION_MESSAGES } from '../verification/verify.js';
import type { Handlers } from './types.js';

const TOO_MANY_INVITES = 'You have sent many invites today. Try again in {wait}.';

export const inviteHandlers = {
  async createInvite(request, reply) {
    const caller = request.caller!;
    const body = request.body;
    const email = normalizeEmail(body.inviteeEmail);
    if (body.inviterArtistId) await assertMayManage(this.db, caller, body.inviterArtistId);
    if (await findUserByEmail(this.db, email)) throw new HttpError(409, SIGN_UP_MESSAGES.duplicate);
    if (await hasPendingInviteFor(this.db, email)) throw new HttpError(409, INVITE_MESSAGES.pending);
    if (!(await this.platforms.directories.spotify.findArtist(body.inviteeArtistId))) {
      throw new HttpError(422, VERIFICATION_MESSAGES.unknownArtist('Spotify'));
    }
    const wait = await secondsUntilAllowed(this.db, LIMITS.invitesPerUser, caller.userId);
    if (wait > 0) throw tooManyRequests(wait, TOO_MANY_INVITES);
    await recordEvent(this.db, LIMITS.invitesPerUser, caller.userId);

    const invite = await createInvite(this.db, {
      inviteeEmail: email,
      inviteeFirstName: body.inviteeFirstName?.trim() || null,
      inviteeLastName: body.inviteeLastName?.trim() || null,
      inviteePhoneNumber: body.inviteePhoneNumber?.trim() || null,
      inviteeRole: body.inviteeRole,
      inviteeArtistId: body.inviteeArtistId,
      inviterArtistId: body.inviterArtistId ?? null,
      invitedBy: caller.userId,
    });
    await sendInvite(this, invite);
    return reply.code(201).send({ success: true, message: `Invite sent to ${email}. They will get an email with a registration link.` });
  },

  async resendInvite(request) {
    const caller = request.caller!;
    const email = normalizeEmail(request.body.inviteeEmail);
    const invite = await latestInviteFrom(this.db, caller.userId, email);
    if (!invite) throw new HttpError(404, 'You have not invited this email.');
    if (invite.status === 'accepted') throw new HttpError(409, INVITE_MESSAGES.accepted);
    if (invite.status === 'revoked') throw new HttpError(409, INVITE_MESSAGES.revoked);
    if (await findUserByEmail(this.db, email)) throw new HttpError(409, SIGN_UP_MESSAGES.duplicate);
    const userWait = await secondsUntilAllowed(this.db, LIMITS.invitesPerUser, caller.userId);
    if (userWait > 0) throw tooManyRequests(userWait, TOO_MANY_INVITES);
    const resendWait = await secondsUntilAllowed(this.db, LIMITS.inviteResends, invite.id);
    if (resendWait > 0) throw tooManyRequests(resendWait, INVITE_MESSAGES.resentRecently);
    await recordEvent(this.db, LIMITS.invitesPerUser, caller.userId);
    await recordEvent(this.db, LIMITS.inviteResends, invite.id);
    if (!(await renewInvite(this.db, invite.id))) throw new HttpError(409, INVITE_MESSAGES.accepted); // used meanwhile
    await sendInvite(this, invite);
    return { success: true, message: `Invite sent again to ${email}. The registration link works for ${invite.ttlDays} more days.` };
  },
} satisfies Handlers;
