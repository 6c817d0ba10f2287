import type { Caller } from '../auth/authorize.js';
import { HttpError } from '../http/errors.js';
import type { PresenceUser } from '../presence/types.js';
import type { Handlers } from './types.js';

export const presenceHandlers = {
  async joinPresence(request) {
    const caller = callerPostingFor(request.caller, request.body.userId);
    // Roles come from the token: a posted role would otherwise show up as an Admin chip.
    this.presence.join({ ...request.body, roles: storedRoles(caller) });
    return { success: true };
  },

  async updatePresence(request) {
    const body = request.body;
    if ('status' in body) {
      const caller = callerPostingFor(request.caller, body.userId);
      return { success: this.presence.update(caller.userId, { status: body.status }) };
    }
    // A location is complete: a page without an artist clears the previous one.
    const { currentPath, currentPage, currentArtist = null } = body;
    return { success: this.presence.update(request.caller!.userId, { currentPath, currentPage, currentArtist }) };
  },

  async sendPresenceHeartbeat(request) {
    const caller = callerPostingFor(request.caller, request.body.userId);
    const known = this.presence.heartbeat(caller.userId);
    return { success: known, needsRejoin: !known };
  },

  async leavePresence(request) {
    const caller = callerPostingFor(request.caller, request.body.userId);
    this.presence.leave(caller.userId);
    return { success: true };
  },

  async streamPresence(request, reply) {
    reply.hijack();
    this.presence.subscribe(reply.raw);
    return reply;
  },
} satisfies Handlers;

/** The roles run before the handler, so there is a caller; a user posts presence for themself only. */
function callerPostingFor(caller: Caller | null, userId: string): Caller {
  if (!caller || caller.userId !== userId) throw new HttpError(403, 'You can only post your own presence');
  return caller;
}

function storedRoles(caller: Caller): PresenceUser['roles'] {
  return caller.roles.filter((role): role is PresenceUser['roles'][number] => role === 'ADMIN' || role === 'INVESTOR');
}
