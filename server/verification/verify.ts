import type { FastifyInstance } from 'fastify';
import { ensureArtist, findArtistByPlatformId, linkArtist, markVerified } from '../accounts/roster.js';
import type { Caller } from '../auth/authorize.js';
import { LIMITS, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import { catalogChanged } from '../catalog/cache.js';
import type { components } from '../generated/openapi.js';
import { HttpError } from '../http/errors.js';
import { assertMayClaim, lockArtist } from './claim-rules.js';
import { normalizeUsername } from './sessions.js';
import { ARTIST_ID_PLATFORM, type LoginPlatform, PLATFORM_NAMES, type RefusalReason } from './types.js';

type VerificationResponse = components['schemas']['VerificationResponse'];

export interface VerificationAttempt {
  platform: LoginPlatform;
  username: string;
  /** Passed to the platform login and dropped: never stored, never logged. */
  password: string;
  code?: string | undefined;
  /** The artist's id on the platform (DistroKid: its Spotify id). */
  artistId: string;
  /** The app's sessionId; DistroKid may leave it out (one session per account). */
  sessionId?: string | undefined;
  clearSession?: boolean | undefined;
  /** Apple Music for Artists identity, kept on an artist that has none. */
  amiIdentity?: string | undefined;
}

const DEFAULT_SESSION_ID = 'default';

/** The messages of the verification calls (quoted by the contract). */
export const VERIFICATION_MESSAGES = {
  unavailable: (platform: string) => `Verification on ${platform} is not available on this server.`,
  unknownArtist: (platform: string) => `No ${platform} artist has this id.`,
  verified: (artist: string, platform: string) => `Verified ${artist} on ${platform}.`,
  tooManyForUser: 'Too many verification attempts. Try again in {wait}.',
  tooManyForUsername: (platform: string) => `Too many sign-in attempts for this ${platform} account. Try again in {wait}.`,
} as const;

const REFUSALS: Record<RefusalReason, (platform: string) => string> = {
  credentials: (platform) => `${platform} did not accept this username and password.`,
  locked: (platform) => `This ${platform} account is locked. Unlock it on ${platform}, then try again.`,
  'no-access': (platform) => `This ${platform} account does not manage this artist.`,
  'wrong-code': () => 'The code is not correct. Check it and try again.',
  'too-many-codes': () => 'Too many wrong codes. Sign in again.',
  'no-pending-code': () => 'This sign-in has expired. Sign in again.',
};

export function refusalMessage(reason: RefusalReason, platform: LoginPlatform): string {
  return REFUSALS[reason](PLATFORM_NAMES[platform]);
}

/**
 * The verification flow of spec 2 §4 on the server: throttles, the artist, who may claim it, then
 * the platform login (through its adapter), and on success one transaction that puts the artist
 * on the caller's roster verified on that platform (and links it when nothing is linked).
 */
export async function verifyArtist(app: FastifyInstance, caller: Caller, attempt: VerificationAttempt): Promise<VerificationResponse> {
  const { platform } = attempt;
  const name = PLATFORM_NAMES[platform];
  const login = app.platforms.logins[platform];
  if (!login) throw new HttpError(503, VERIFICATION_MESSAGES.unavailable(name));

  const usernameKey = `${platform}:${normalizeUsername(attempt.username)}`;
  const userWait = await secondsUntilAllowed(app.db, LIMITS.verificationsPerUser, caller.userId);
  if (userWait > 0) throw tooManyRequests(userWait, VERIFICATION_MESSAGES.tooManyForUser);
  const usernameWait = await secondsUntilAllowed(app.db, LIMITS.verificationsPerUsername, usernameKey);
  if (usernameWait > 0) throw tooManyRequests(usernameWait, VERIFICATION_MESSAGES.tooManyForUsername(name));

  const idPlatform = ARTIST_ID_PLATFORM[platform];
  const known = await findArtistByPlatformId(app.db, idPlatform, attempt.artistId);
  const profile = known ? null : await app.platforms.directories[idPlatform].findArtist(attempt.artistId);
  if (!known && !profile) throw new HttpError(404, VERIFICATION_MESSAGES.unknownArtist(PLATFORM_NAMES[idPlatform]));
  await assertMayClaim(app.db, caller, known?.id ?? null);

  await recordEvent(app.db, LIMITS.verificationsPerUser, caller.userId);
  await recordEvent(app.db, LIMITS.verificationsPerUsername, usernameKey);
  const session = { userId: caller.userId, platform, sessionId: attempt.sessionId ?? DEFAULT_SESSION_ID };
  if (attempt.clearSession) await login.endSession(session);
  const outcome = await login.signIn({
    session,
    username: attempt.username,
    password: attempt.password,
    code: attempt.code,
    artistId: attempt.artistId,
  });
  if (outcome.result === 'two-factor') {
    throw new HttpError(428, outcome.prompt, {}, { twoFactorAuthMessage: outcome.prompt });
  }
  if (outcome.result === 'refused') throw new HttpError(422, refusalMessage(outcome.reason, platform));

  const artist = await app.db.transaction(async (tx) => {
    const record = known ?? (await ensureArtist(tx, profile!));
    await lockArtist(tx, record.id);
    await assertMayClaim(tx, caller, record.id); // again: someone may have claimed it meanwhile
    await markVerified(tx, caller.userId, record.id, platform);
    if (attempt.amiIdentity) {
      await tx.query('update artists set ami_identity = $2, updated_at = now() where id = $1 and ami_identity is null', [record.id, attempt.amiIdentity]);
    }
    await linkArtist(tx, caller.userId, record.id, { onlyIfNone: true });
    return record;
  });
  catalogChanged(app.db);
  return { success: true, message: VERIFICATION_MESSAGES.verified(artist.name, name), artist: { _id: artist.id } };
}
