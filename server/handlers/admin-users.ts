import type { FastifyInstance } from 'fastify';
import { sendInvite } from '../accounts/account-emails.js';
import { archiveUser, unarchiveUser, updateUserAsAdmin } from '../accounts/admin/user-changes.js';
import { adminUserDetails } from '../accounts/admin/user-details.js';
import { listUsersForAdmin } from '../accounts/admin/user-list.js';
import {
  createInvite,
  findInviteById,
  hasPendingInviteFor,
  INVITE_MESSAGES,
  INVITE_TTL_DAYS,
  type InviteRecord,
  inviteLink,
  listInvites,
  renewInvite,
  revokeInvite,
} from '../accounts/invites.js';
import { SIGN_UP_MESSAGES } from '../accounts/sign-up.js';
import { findUserByEmail, normalizeEmail } from '../accounts/users.js';
import { LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { linkArtistToUser } from '../verification/admin-claims.js';
import { VERIFICATION_MESSAGES } from '../verification/verify.js';
import type { Handlers } from './types.js';

type AdminInvite = components['schemas']['AdminInvite'];

/** The invited artists' names by Spotify id (catalogue first, then the platform's profiles). */
async function inviteeArtistNames(app: FastifyInstance, invites: InviteRecord[]): Promise<Map<string, string>> {
  const ids = [...new Set(invites.map((invite) => invite.inviteeArtistId).filter((id): id is string => id !== null))];
  const profiles = await Promise.all(ids.map((id) => app.platforms.directories.spotify.findArtist(id)));
  return new Map(profiles.flatMap((profile, index) => (profile ? [[ids[index]!, profile.name] as const] : [])));
}

async function adminInviteViews(app: FastifyInstance, invites: InviteRecord[]): Promise<AdminInvite[]> {
  const names = await inviteeArtistNames(app, invites);
  return invites.map((invite) => adminInviteView(invite, app.publicUrl, names));
}

async function oneAdminInviteView(app: FastifyInstance, inviteId: string): Promise<AdminInvite> {
  const [view] = await adminInviteViews(app, [(await findInviteById(app.db, inviteId))!]);
  return view!;
}

function adminInviteView(invite: InviteRecord, baseUrl: string, artistNames: Map<string, string>): AdminInvite {
  return {
    _id: invite.id,
    code: invite.code,
    signupUrl: inviteLink(baseUrl, invite),
    inviteeEmail: invite.inviteeEmail,
    inviteeFirstName: invite.inviteeFirstName,
    inviteeLastName: invite.inviteeLastName,
    inviteePhoneNumber: invite.inviteePhoneNumber,
    inviteeRole: invite.inviteeRole,
    inviteeArtistId: invite.inviteeArtistId,
    inviteeArtistName: invite.inviteeArtistId ? (artistNames.get(invite.inviteeArtistId) ?? null) : null,
    status: invite.status,
    invitedBy: invite.invitedBy,
    acceptedBy: invite.acceptedBy,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    emailSentAt: invite.emailSentAt?.toISOString() ?? null,
    acceptedAt: invite.acceptedAt?.toISOString() ?? null,
    revokedAt: invite.revokedAt?.toISOString() ?? null,
  };
}

async function inviteOr404(app: FastifyInstance, inviteId: string): Promise<InviteRecord> {
  const invite = await findInviteById(app.db, inviteId);
  if (!invite) throw new HttpError(404, INVITE_MESSAGES.notFound);
  return invite;
}

export const adminUserHandlers = {
  async adminListUsers(request) {
    return listUsersForAdmin(this.db, request.query);
  },

  async adminGetUser(request) {
    return adminUserDetails(this.db, request.params.id);
  },

  async adminUpdateUser(request) {
    return updateUserAsAdmin(this.db, request.caller!.userId, request.params.id, request.body);
  },

  async adminArchiveUser(request) {
    return archiveUser(this, request.caller!.userId, request.params.id);
  },

  async adminUnarchiveUser(request) {
    return unarchiveUser(this, request.params.id);
  },

  async adminLinkArtistToUser(request) {
    return linkArtistToUser(this, request.body);
  },

  async adminListInvites(request) {
    const page = await listInvites(this.db, request.query);
    return { ...page, items: await adminInviteViews(this, page.items) };
  },

  async adminCreateInvite(request, reply) {
    const body = request.body;
    const email = normalizeEmail(body.inviteeEmail);
    if (await findUserByEmail(this.db, email)) throw new HttpError(409, SIGN_UP_MESSAGES.duplicate);
    if (await hasPendingInviteFor(this.db, email)) throw new HttpError(409, INVITE_MESSAGES.pending);
    if (body.inviteeArtistId && !(await this.platforms.directories.spotify.findArtist(body.inviteeArtistId))) {
      throw new HttpError(422, VERIFICATION_MESSAGES.unknownArtist('Spotify'));
    }
    const created = await createInvite(this.db, {
      inviteeEmail: email,
      inviteeFirstName: body.inviteeFirstName?.trim() || null,
      inviteeLastName: body.inviteeLastName?.trim() || null,
      inviteePhoneNumber: body.inviteePhoneNumber?.trim() || null,
      inviteeRole: body.inviteeRole ?? 'ARTIST',
      inviteeArtistId: body.inviteeArtistId ?? null,
      invitedBy: request.caller!.userId,
      ttlDays: body.expiresInDays ?? INVITE_TTL_DAYS,
      note: body.message?.trim() || null,
    });
    if (body.sendEmail ?? true) await sendInvite(this, created);
    return reply.code(201).send(await oneAdminInviteView(this, created.id));
  },

  async adminRevokeInvite(request) {
    const invite = await inviteOr404(this, request.params.inviteId);
    if (!(await revokeInvite(this.db, invite.id))) throw new HttpError(409, INVITE_MESSAGES.accepted);
    return oneAdminInviteView(this, invite.id);
  },

  async adminResendInvite(request) {
    const invite = await inviteOr404(this, request.params.inviteId);
    if (invite.status === 'accepted') throw new HttpError(409, INVITE_MESSAGES.accepted);
    if (invite.status === 'revoked') throw new HttpError(409, INVITE_MESSAGES.revoked);
    if (await findUserByEmail(this.db, invite.inviteeEmail)) throw new HttpError(409, SIGN_UP_MESSAGES.duplicate);
    const wait = await secondsUntilAllowed(this.db, LIMITS.inviteResends, invite.id);
    if (wait > 0) throw tooManyRequests(wait, INVITE_MESSAGES.resentRecently);
    await recordEvent(this.db, LIMITS.inviteResends, invite.id);
    if (!(await renewInvite(this.db, invite.id))) throw new HttpError(409, INVITE_MESSAGES.accepted); // used meanwhile
    await sendInvite(this, invite);
    return oneAdminInviteView(this, invite.id);
  },
} satisfies Handlers;
