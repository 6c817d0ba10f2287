import { labelOf } from '@/shared/lib/labels';
import { PLATFORM_LABELS } from '@/shared/neutral';
import type { VerificationPlatform } from '../api/artist-api';

/**
 * What people read for each platform, status and source key of the artist operations: one map
 * per kind, typed against the contract so a new value fails the type check until it has a label.
 */

/** Streaming platforms (`Platform`), and MLC as a payout source: the server's words too. */
export { PLATFORM_LABELS };

/** Keys of an artist's or user's verification map (`isVerified`). */
export const VERIFICATION_PLATFORM_LABELS: Readonly<Record<VerificationPlatform, string>> = {
  spotify: 'Spotify',
  appleMusic: 'Apple Music',
  amazonMusic: 'Amazon Music',
  tidal: 'Tidal',
  distrokid: 'DistroKid',
  bmi: 'BMI',
  ascap: 'ASCAP',
};

/** "Apple Music" for APPLE_MUSIC, "MLC" for the MLC payout source. */
export const platformLabel = (platform: string | null | undefined): string => labelOf(PLATFORM_LABELS, platform);

/** "Apple Music" for the `appleMusic` key of a verification map. */
export const verificationPlatformLabel = (platform: string | null | undefined): string =>
  labelOf(VERIFICATION_PLATFORM_LABELS, platform);
