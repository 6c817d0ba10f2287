import type { Platform } from '@/entities/artist';
import type { ProviderPlatform } from '../api/verification-api';

/** Spec 2 §3: spotify and appleMusic are selectable; spec 2 §9: spotify is the default. */
export const SELECTABLE_PLATFORMS = ['spotify', 'appleMusic'] as const satisfies readonly ProviderPlatform[];
export const DEFAULT_VERIFICATION_PLATFORM: ProviderPlatform = 'spotify';

/** The catalogue platform searched for a verification platform's artists. */
export const SEARCH_PLATFORM: Readonly<Record<ProviderPlatform, Platform>> = {
  spotify: 'SPOTIFY',
  appleMusic: 'APPLE_MUSIC',
};

/** Spec 2 §9: the two-factor code has 6 digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** Spec 2 §8 texts. */
export const VERIFICATION_TEXTS = {
  loading: 'Please wait while we connect and verify your account',
  success: 'Success, you are verified',
  failed: 'Verification failed',
  claimFailed: 'The artist could not be claimed. Please try again.',
  unlocks: 'Verifying unlocks streaming analytics: streams, estimated earnings and listeners.',
  notForReleases: 'Releases need no verification: create a profile with a name and a photo, and verify later from Integrations.',
} as const;

/** The verification platform of a catalogue platform, when people can verify there. */
export function verificationPlatformOf(platform: Platform): ProviderPlatform | null {
  const found = SELECTABLE_PLATFORMS.find((candidate) => SEARCH_PLATFORM[candidate] === platform);
  return found ?? null;
}
