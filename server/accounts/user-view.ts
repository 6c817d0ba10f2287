import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { findArtist, rosterOf, type RosterRecord, type VerificationFlags } from './roster.js';
import { findUserById, fullName, type UserRecord } from './users.js';

export type User = components['schemas']['User'];

/** The contract's User: the account with its roster, linked artist and verification flags. */
export async function userView(db: Queryable, user: UserRecord): Promise<User> {
  const roster = await rosterOf(db, user.id);
  const linked = user.linkedArtistId ? await findArtist(db, user.linkedArtistId) : null;
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName ?? fullName(user),
    photoURL: user.photoUrl,
    phoneNumber: user.phoneNumber,
    roles: user.roles,
    artists: roster.map((entry) => ({
      _id: entry.id,
      _artist: {
        _id: entry.artist.id,
        name: entry.artist.name,
        image: entry.artist.image,
        spotifyId: entry.artist.spotifyId,
        isVerified: entry.verified,
      },
      addedAt: entry.createdAt.toISOString(),
    })),
    permissions: { isDistributed: user.isDistributed, isLabel: user.isLabel },
    isVerified: verifiedOnAnyArtist(roster),
    _artist: linked
      ? { _id: linked.id, name: linked.name, image: linked.image, spotifyId: linked.spotifyId, amiIdentity: linked.amiIdentity }
      : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The signed-in user by id (404 if the account is gone). */
export async function loadUserView(db: Queryable, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, 'User not found');
  return userView(db, user);
}

function verifiedOnAnyArtist(roster: RosterRecord[]): VerificationFlags {
  const flags: VerificationFlags = {};
  for (const entry of roster) {
    for (const [platform, verified] of Object.entries(entry.verified)) flags[platform] = (flags[platform] ?? false) || verified;
  }
  return flags;
}

export type AdminUser = components['schemas']['AdminUser'];

/** The contract's AdminUser: the User plus the account's state as admins see it. */
export async function adminUserView(db: Queryable, user: UserRecord): Promise<AdminUser> {
  const view = await userView(db, user);
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from releases where owner_id = $1', [user.id]);
  return {
    ...view,
    archived: user.archivedAt !== null,
    archivedAt: user.archivedAt?.toISOString() ?? null,
    emailVerified: user.emailVerifiedAt !== null,
    verified: Object.values(view.isVerified).some((flag) => flag === true),
    releaseCount: rows[0]!.count,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
  };
}
