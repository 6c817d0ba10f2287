import { findUserById, fullName } from '../accounts/users.js';
import type { Caller } from '../auth/authorize.js';
import { tooManyRequests } from '../auth/throttle.js';
import { HttpError } from '../http/errors.js';
import type { PresenceService } from '../presence/service.js';
import type { PresenceUser } from '../presence/types.js';
import type { Handlers } from './types.js';

export const presenceHandlers = {
  async joinPresence(request) {
    const caller = callerPostingFor(request.caller, request.body.userId);
    spendPost(this.presence, caller.userId);
    // Who the user is comes from the account, not the body: admins must not be shown a made-up
    // name, email or Admin chip.
    const account = await findUserById(this.db, caller.userId);
    const identity = account
      ? { email: account.email, name: (fullName(account) || account.email).slice(0, 200), avatar: account.photoUrl ?? null }
      : {};
    this.presence.join({ ...request.body, ...identity, roles: storedRoles(caller) });
    return { success: true };
  },

  async updatePresence(request) {
    const body = request.body;
    if ('status' in body) {
      const caller = callerPostingFor(request.caller, body.userId);
      spendPost(this.presence, caller.userId);
      return { success: this.presence.update(caller.userId, { status: body.status }) };
    }
    // A location is complete: a page without an artist clears the previous one.
    const { currentPath, currentPage, currentArtist = null } = body;
    spendPost(this.presence, request.caller!.userId);
    return { success: this.presence.update(request.caller!.userId, { currentPath, currentPage, currentArtist }) };
  },

  async sendPresenceHeartbeat(request) {
    const caller = callerPostingFor(request.caller, request.body.userId);
    spendPost(this.presence, caller.userId);
    const known = this.presence.heartbeat(caller.userId);
    return { success: known, needsRejoin: !known };
  },

  async leavePresence(request) {
    const caller = callerPostingFor(request.caller, request.body.userId);
    spendPost(this.presence, caller.userId);
    this.presence.leave(caller.userId);
    return { success: true };
  },

  async streamPresence(_request, reply) {
    reply.hijack();
    this.presence.subscribe(reply.raw);
    return reply;
  },
} satisfies Handlers;

/** The role check ran before the handler, so there is a caller; a user posts presence for themself only. */
function callerPostingFor(caller: Caller | null, userId: string): Caller {
  if (!caller || caller.userId !== userId) throw new HttpError(403, 'You can only post your own presence');
  return caller;
}

/** Each presence post spends one of the caller's allowance (429 with Retry-After past it). */
function spendPost(presence: PresenceService, userId: string): void {
  const wait = presence.postWait(userId);
  if (wait > 0) throw tooManyRequests(wait, 'Too many presence updates. Try again in {wait}.');
}

function storedRoles(caller: Caller): PresenceUser['roles'] {
  return caller.roles.filter((role): role is PresenceUser['roles'][number] => role === 'ADMIN' || role === 'INVESTOR');
}
