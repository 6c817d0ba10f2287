import { resendCode, verifyCode } from '../accounts/email-verification.js';
import { logIn } from '../accounts/login.js';
import { changePassword, requestReset, resetWithToken } from '../accounts/password-changes.js';
import { revokeToken } from '../accounts/session-check.js';
import { startSession } from '../accounts/sessions.js';
import { findPendingInvite } from '../accounts/invites.js';
import { signInClientOf } from '../accounts/sign-ins.js';
import { SIGN_UP_MESSAGES, signUp } from '../accounts/sign-up.js';
import { findUserById } from '../accounts/users.js';
import { AUTH_MESSAGES } from '../auth/authorize.js';
import { addressKey, LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from './types.js';

export const authHandlers = {
  async login(request) {
    return logIn(this, request, request.body);
  },

  async verifyToken(request) {
    const user = await findUserById(this.db, request.caller!.userId);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.invalid); // deleted since the role check
    return startSession(this, user);
  },

  async logout(request) {
    await revokeToken(this.db, request.caller!);
    // The client's own leave races the revoked token; the server knows the session ended.
    this.presence.leave(request.caller!.userId);
    return { success: true, message: 'You are signed out.' };
  },

  async signUpUser(request, reply) {
    return reply.code(201).send(await signUp(this, request, request.body, 'user'));
  },

  async signUpArtist(request, reply) {
    return reply.code(201).send(await signUp(this, request, request.body, 'artist'));
  },

  async signUpWithInvite(request, reply) {
    return reply.code(201).send(await signUp(this, request, request.body, 'invite'));
  },

  async getSignUpInvite(request) {
    const address = addressKey(request.ip);
    const wait = await secondsUntilAllowed(this.db, LIMITS.failedInviteLookupsPerAddress, address);
    if (wait > 0) throw tooManyRequests(wait, 'Too many invite code lookups. Try again in {wait}.');
    const invite = await findPendingInvite(this.db, request.params.inviteCode);
    if (!invite) {
      await recordEvent(this.db, LIMITS.failedInviteLookupsPerAddress, address);
      throw new HttpError(404, SIGN_UP_MESSAGES.invalidInvite);
    }
    const profile = invite.inviteeArtistId ? await this.platforms.directories.spotify.findArtist(invite.inviteeArtistId) : null;
    return {
      inviteCode: invite.code,
      inviteeEmail: invite.inviteeEmail,
      inviteeFirstName: invite.inviteeFirstName,
      inviteeLastName: invite.inviteeLastName,
      inviteePhoneNumber: invite.inviteePhoneNumber,
      inviteeRole: invite.inviteeRole,
      artist: profile
        ? { platform: 'SPOTIFY' as const, platformId: profile.id, name: profile.name, image: profile.image, artistId: profile.artistId }
        : null,
      invitedBy: invite.invitedBy?.name ?? null,
      expiresAt: invite.expiresAt.toISOString(),
    };
  },

  async verifyEmailCode(request) {
    const body = request.body;
    return 'resend' in body ? resendCode(this, body.email) : verifyCode(this, body, signInClientOf(request));
  },

  async requestPasswordReset(request) {
    return requestReset(this, request, request.body.email);
  },

  async resetPassword(request) {
    return resetWithToken(this, request.body, signInClientOf(request));
  },

  async updatePassword(request) {
    return changePassword(this, request, request.caller!, request.body);
  },
} satisfies Handlers;
