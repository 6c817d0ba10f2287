import { resendCode, verifyCode } from '../accounts/email-verification.js';
import { logIn } from '../accounts/login.js';
import { changePassword, requestReset, resetWithToken } from '../accounts/password-changes.js';
import { revokeToken, startSession } from '../accounts/sessions.js';
import { signUp } from '../accounts/sign-up.js';
import { findUserById } from '../accounts/users.js';
import { AUTH_MESSAGES } from '../auth/authorize.js';
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

  async verifyEmailCode(request) {
    const body = request.body;
    return 'resend' in body ? resendCode(this, request, body.email) : verifyCode(this, body);
  },

  async requestPasswordReset(request) {
    return requestReset(this, request, request.body.email);
  },

  async resetPassword(request) {
    return resetWithToken(this, request.body);
  },

  async updatePassword(request) {
    return changePassword(this, request, request.caller!, request.body);
  },
} satisfies Handlers;
