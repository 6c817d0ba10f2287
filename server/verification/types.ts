import type { components } from '../generated/openapi.js';

/** A platform an artist is searched and identified on (the contract's ProviderPlatform). */
export type CatalogPlatform = components['schemas']['ProviderPlatform'];
/** A platform whose login proves ownership of an artist (its key in `isVerified`). */
export type LoginPlatform = 'spotify' | 'appleMusic' | 'distrokid';

/** How people read each platform's name (messages, emails). */
export const PLATFORM_NAMES: Record<LoginPlatform, string> = {
  spotify: 'Spotify',
  appleMusic: 'Apple Music',
  distrokid: 'DistroKid',
};

/** The artist id a login platform identifies the artist by: DistroKid names it by its Spotify id. */
export const ARTIST_ID_PLATFORM: Record<LoginPlatform, CatalogPlatform> = {
  spotify: 'spotify',
  appleMusic: 'appleMusic',
  distrokid: 'spotify',
};

/** An artist profile on a platform. */
export interface PlatformProfile {
  platform: CatalogPlatform;
  /** The platform's artist id (Spotify: 22 base-62 characters; Apple Music: digits). */
  id: string;
  name: string;
  image: string | null;
  followers: number | null;
  genres: string[];
  /** The catalogue `_id`, when the artist has a record here. */
  artistId: string | null;
}

/** One verification modal's sign-in on one platform (the app's `sessionId`, per account). */
export interface SessionKey {
  userId: string;
  platform: LoginPlatform;
  sessionId: string;
}

export interface SignInAttempt {
  session: SessionKey;
  username: string;
  /** Used for this sign-in only: never stored, never logged. */
  password: string;
  /** The two-factor code, when the previous attempt of this session asked for one. */
  code?: string | undefined;
  /** The platform id of the artist to prove ownership of. */
  artistId: string;
}

/** Why a platform refused a sign-in; the server words the message (server/verification/verify.ts). */
export type RefusalReason = 'credentials' | 'locked' | 'no-access' | 'wrong-code' | 'too-many-codes' | 'no-pending-code';

export type SignInOutcome =
  /** Signed in, and the account manages the artist. */
  | { result: 'verified' }
  | { result: 'two-factor'; prompt: string }
  | { result: 'refused'; reason: RefusalReason };

/** A platform login (DESIGN.md §4: an adapter; the sandbox is the embedded default). */
export interface PlatformLogin {
  signIn(attempt: SignInAttempt): Promise<SignInOutcome>;
  /** Forgets the session (clearSession): the next attempt signs in from scratch. */
  endSession(session: SessionKey): Promise<void>;
}

/** A platform's artist profiles: lookup by id and search by name. */
export interface ArtistDirectory {
  findArtist(id: string): Promise<PlatformProfile | null>;
  searchArtists(query: string, limit: number): Promise<PlatformProfile[]>;
}

/**
 * The outside platforms behind verification and artist search. A login that is null is not
 * available on this server (verification there answers 503).
 */
export interface Platforms {
  readonly kind: 'sandbox' | 'none' | 'custom';
  logins: Record<LoginPlatform, PlatformLogin | null>;
  directories: Record<CatalogPlatform, ArtistDirectory>;
}
