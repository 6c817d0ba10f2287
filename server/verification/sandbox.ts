import type { Queryable } from '../db/index.js';
import { catalogueDirectory } from './directory.js';
import { normalizeUsername, verificationSessions } from './sessions.js';
import { type LoginPlatform, PLATFORM_NAMES, type PlatformLogin, type PlatformProfile, type Platforms, type SignInOutcome } from './types.js';

/**
 * The rules of the sandbox platform logins (Spotify, Apple Music and DistroKid alike), documented
 * in README.md and server/README.md ("Platform sandbox"). Deterministic: the username decides.
 */
export const SANDBOX = {
  /** The one password every sandbox account has. */
  password: 'sandbox-password',
  /** The two-factor code that passes. */
  code: '123456',
  /** Usernames containing this ask for a two-factor code (428). */
  twoFactorMarker: '2fa',
  /** Usernames containing this are locked (refused whatever the password). */
  lockedMarker: 'locked',
  /** Usernames containing this sign in but manage no artist. */
  noAccessMarker: 'noaccess',
  /** A code step waits this long for its code. */
  codeWaitSeconds: 10 * 60,
  /** After the code step the session stays signed in this long (no new code for that username). */
  signedInSeconds: 30 * 60,
  /** The third wrong code ends the sign-in. */
  maxWrongCodes: 3,
} as const;

/** The prompt of the sandbox's two-factor step. */
export function sandboxPrompt(platform: LoginPlatform): string {
  return `${PLATFORM_NAMES[platform]} sent a 6-digit code to the phone number ending in 42. Enter it to continue.`;
}

/**
 * Artist profiles the sandbox platforms know besides the catalogue's artists, so that a database
 * without the demo catalogue can verify and search too. Ids in the platforms' formats.
 */
export const SANDBOX_ARTISTS: readonly { name: string; spotifyId: string; appleId: string; followers: number; genres: string[] }[] = [
  { name: 'Nova Lights', spotifyId: '7sbxNovaLights00000001', appleId: '1790000001', followers: 48_210, genres: ['pop', 'synth-pop'] },
  { name: 'The Paper Boats', spotifyId: '7sbxPaperBoats00000002', appleId: '1790000002', followers: 12_875, genres: ['indie rock'] },
  { name: 'Mira Sol', spotifyId: '7sbxMiraSol00000000003', appleId: '1790000003', followers: 230_410, genres: ['latin pop'] },
  { name: 'Static Orchard', spotifyId: '7sbxStaticOrchard00004', appleId: '1790000004', followers: 5_320, genres: ['electronic'] },
  { name: 'Juno Vale', spotifyId: '7sbxJunoVale0000000005', appleId: '1790000005', followers: 86_110, genres: ['r&b'] },
  { name: 'Harbor & Pine', spotifyId: '7sbxHarborPine00000006', appleId: '1790000006', followers: 2_240, genres: ['folk'] },
];

function sandboxProfiles(platform: 'spotify' | 'appleMusic'): PlatformProfile[] {
  return SANDBOX_ARTISTS.map((artist) => ({
    platform,
    id: platform === 'spotify' ? artist.spotifyId : artist.appleId,
    name: artist.name,
    image: null,
    followers: artist.followers,
    genres: artist.genres,
    artistId: null,
  }));
}

/**
 * One sandbox login. Every account manages every artist the platform knows, except `noaccess`
 * accounts; the session (per account, platform and sessionId) is kept in the database.
 */
export function sandboxLogin(db: Queryable, platform: LoginPlatform): PlatformLogin {
  return {
    async signIn({ session: key, username: rawUsername, password, code }): Promise<SignInOutcome> {
      const username = normalizeUsername(rawUsername);
      if (username.includes(SANDBOX.lockedMarker)) {
        await verificationSessions.drop(db, key);
        return { result: 'refused', reason: 'locked' };
      }
      if (password !== SANDBOX.password) {
        await verificationSessions.drop(db, key);
        return { result: 'refused', reason: 'credentials' };
      }
      const session = await verificationSessions.find(db, key);
      const ownSession = session !== null && session.username === username ? session : null;
      const needsCode = username.includes(SANDBOX.twoFactorMarker) && ownSession?.state !== 'signed-in';
      if (needsCode) {
        if (code === undefined) {
          await verificationSessions.save(db, key, { username, state: 'awaiting-code', wrongCodes: 0 }, SANDBOX.codeWaitSeconds);
          return { result: 'two-factor', prompt: sandboxPrompt(platform) };
        }
        if (ownSession?.state !== 'awaiting-code') return { result: 'refused', reason: 'no-pending-code' };
        if (code !== SANDBOX.code) {
          if ((await verificationSessions.countWrongCode(db, key)) < SANDBOX.maxWrongCodes) return { result: 'refused', reason: 'wrong-code' };
          await verificationSessions.drop(db, key);
          return { result: 'refused', reason: 'too-many-codes' };
        }
      }
      if (ownSession?.state !== 'signed-in') {
        await verificationSessions.save(db, key, { username, state: 'signed-in', wrongCodes: 0 }, SANDBOX.signedInSeconds);
      }
      if (username.includes(SANDBOX.noAccessMarker)) return { result: 'refused', reason: 'no-access' };
      return { result: 'verified' };
    },

    async endSession(key) {
      await verificationSessions.drop(db, key);
    },
  };
}

/** The sandbox platforms: logins for Spotify, Apple Music and DistroKid; directories over the catalogue plus SANDBOX_ARTISTS. */
export function createSandboxPlatforms(db: Queryable): Platforms {
  return {
    kind: 'sandbox',
    logins: { spotify: sandboxLogin(db, 'spotify'), appleMusic: sandboxLogin(db, 'appleMusic'), distrokid: sandboxLogin(db, 'distrokid') },
    directories: {
      spotify: catalogueDirectory(db, 'spotify', sandboxProfiles('spotify')),
      appleMusic: catalogueDirectory(db, 'appleMusic', sandboxProfiles('appleMusic')),
    },
  };
}
