import type { FastifyInstance } from 'fastify';
import { adminUserView, type AdminUser } from '../accounts/user-view.js';
import { addToRoster, type ArtistRecord, ensureArtist, findArtist, findArtistByPlatformId, linkArtist, markVerified } from '../accounts/roster.js';
import { findUserById } from '../accounts/users.js';
import type { Caller } from '../auth/authorize.js';
import { catalogChanged } from '../catalog/cache.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { assertMayClaim, lockArtist } from './claim-rules.js';
import { type CatalogPlatform, PLATFORM_NAMES, type PlatformProfile } from './types.js';
import { VERIFICATION_MESSAGES } from './verify.js';

type VerificationResponse = components['schemas']['VerificationResponse'];

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** The catalogue artist with this platform id, else the platform's profile of it, else neither. */
async function lookUp(app: FastifyInstance, platform: CatalogPlatform, platformId: string): Promise<{ known: ArtistRecord | null; profile: PlatformProfile | null }> {
  const known = await findArtistByPlatformId(app.db, platform, platformId);
  return { known, profile: known ? null : await app.platforms.directories[platform].findArtist(platformId) };
}

/**
 * An admin claims a platform artist for their own roster without a platform login
 * (`skipVerification`, the default) or unverified. Admins may claim any number of artists; an
 * artist verified by a non-admin account is theirs (409).
 */
export async function claimArtist(
  app: FastifyInstance,
  caller: Caller,
  { artistId, platform = 'spotify', skipVerification = true }: { artistId: string; platform?: CatalogPlatform; skipVerification?: boolean },
): Promise<VerificationResponse> {
  const { known, profile } = await lookUp(app, platform, artistId);
  if (!known && !profile) throw new HttpError(404, VERIFICATION_MESSAGES.unknownArtist(PLATFORM_NAMES[platform]));
  const artist = await app.db.transaction(async (tx) => {
    const record = known ?? (await ensureArtist(tx, profile!));
    await lockArtist(tx, record.id);
    await assertMayClaim(tx, caller, record.id, { labelRule: false });
    if (skipVerification) await markVerified(tx, caller.userId, record.id, platform);
    else await addToRoster(tx, caller.userId, record.id);
    await linkArtist(tx, caller.userId, record.id, { onlyIfNone: true });
    return record;
  });
  catalogChanged(app.db);
  const message = skipVerification
    ? `Claimed ${artist.name} on ${PLATFORM_NAMES[platform]}.`
    : `Added ${artist.name} to your roster, not verified yet.`;
  return { success: true, message, artist: { _id: artist.id } };
}

/**
 * An admin links an artist (catalogue `_id`, else platform id) to a user: on their roster,
 * verified on the platform, and their linked artist. An admin decision: no claim rules apply.
 */
export async function linkArtistToUser(
  app: FastifyInstance,
  { userId, artistId, platform = 'spotify' }: { userId: string; artistId: string; platform?: CatalogPlatform },
): Promise<AdminUser> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new HttpError(404, 'User not found');
  const byId = OBJECT_ID.test(artistId) ? await findArtist(app.db, artistId) : null;
  const { known, profile } = byId ? { known: byId, profile: null } : await lookUp(app, platform, artistId);
  if (!known && !profile) throw new HttpError(404, 'Artist not found');
  await app.db.transaction(async (tx) => {
    const record = known ?? (await ensureArtist(tx, profile!));
    await markVerified(tx, user.id, record.id, platform);
    await linkArtist(tx, user.id, record.id);
  });
  catalogChanged(app.db);
  return adminUserView(app.db, (await findUserById(app.db, user.id))!);
}
