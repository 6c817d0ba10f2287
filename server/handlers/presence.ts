import { noteSeen } from '../accounts/last-seen.js';
import { findUserById, fullName } from '../accounts/users.js';
import type { Caller } from '../auth/authorize.js';
import { tooManyRequests } from '../auth/throttle.js';
import { HttpError } from '../http/errors.js';
import type { PresenceService } from '../presence/service.js';
import type { PresenceUser } from '../presence/types.js';
import type { Handlers } from './types.js';

export const presenceHandlers = {
  async joinPresence(request) {
    const caller = presencePoster(this.presence, request.caller, request.body.userId);
    // Who the user is comes from the account, not the body: admins must not be shown a made-up
    // name, email or Admin chip.
    const account = await findUserById(this.db, caller.userId);
    const identity = account
      ? { email: account.email, name: (fullName(account) || account.email).slice(0, 200), avatar: account.photoUrl ?? null }
      : {};
    this.presence.join({ ...request.body, ...identity, roles: storedRoles(caller) });
    await noteSeen(this.db, caller.userId);
    return { success: true };
  },

  async updatePresence(request) {
    const body = request.body;
    if ('status' in body) {
      const caller = presencePoster(this.presence, request.caller, body.userId);
      return { success: this.presence.update(caller.userId, { status: body.status }) };
    }
    // A location is complete: a page without an artist clears the previous one.
    const { currentPath, currentPage, currentArtist = null } = body;
    const caller = presencePoster(this.presence, request.caller);
    return { success: this.presence.update(caller.userId, { currentPath, currentPage, currentArtist }) };
  },

  async sendPresenceHeartbeat(request) {
    const caller = presencePoster(this.presence, request.caller, request.body.userId);
    const known = this.presence.heartbeat(caller.userId);
    await noteSeen(this.db, caller.userId);
    return { success: known, needsRejoin: !known };
  },

  async leavePresence(request) {
    const { userId, pageId } = request.body;
    // A page's leave goes out as it unloads and cannot be sent again: the one that ends the
    // caller's presence here is not refused (a user who moved through pages fast would otherwise
    // stay listed until expiry). Any other leave spends the allowance like every post.
    const ends = request.caller?.userId === userId && this.presence.holds(userId, pageId);
    const caller = ends ? request.caller! : presencePoster(this.presence, request.caller, userId);
    this.presence.leave(caller.userId, pageId);
    return { success: true };
  },

  async streamPresence(request, reply) {
    this.presence.subscribe(this.eventStreams.take(request, reply));
    return reply;
  },
} satisfies Handlers;

/**
 * The caller of a presence post: the role check ran before the handler, so there is one; a user
 * posts presence for themself only (403), and each post spends one of their allowance (429 with
 * Retry-After past it).
 */
function presencePoster(presence: PresenceService, caller: Caller | null, userId?: string): Caller {
  if (!caller || (userId !== undefined && caller.userId !== userId)) throw new HttpError(403, 'You can only post your own presence');
  const wait = presence.postWait(caller.userId);
  if (wait > 0) throw tooManyRequests(wait, 'Too many presence updates. Try again in {wait}.');
  return caller;
}

function storedRoles(caller: Caller): PresenceUser['roles'] {
  return caller.roles.filter((role): role is PresenceUser['roles'][number] => role === 'ADMIN' || role === 'INVESTOR');
}
