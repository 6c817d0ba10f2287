import type { Platform, VerificationPlatform } from '@/entities/artist';
import type { ProviderPlatform } from '../api/verification-api';

/** Spec 2 §3: spotify and appleMusic are selectable; spec 2 §9: spotify is the default. */
export const SELECTABLE_PLATFORMS = ['spotify', 'appleMusic'] as const satisfies readonly ProviderPlatform[];
export const DEFAULT_VERIFICATION_PLATFORM: ProviderPlatform = 'spotify';

/** The catalogue platform searched for a verification platform's artists. */
export const SEARCH_PLATFORM: Readonly<Record<ProviderPlatform, Platform>> = {
  spotify: 'SPOTIFY',
  appleMusic: 'APPLE_MUSIC',
};

export interface LoginHint {
  /** The account people sign in with. */
  account: string;
  usernameLabel: string;
  hint: string;
}

/** Login hints for every platform of the verification map (spec 2 §3). */
export const LOGIN_HINTS: Readonly<Record<VerificationPlatform, LoginHint>> = {
  spotify: {
    account: 'Spotify for Artists',
    usernameLabel: 'Email or username',
    hint: 'Sign in with the account you use for Spotify for Artists. We use it once to confirm the profile is yours and never store your password.',
  },
  appleMusic: {
    account: 'Apple Music for Artists',
    usernameLabel: 'Apple ID',
    hint: 'Sign in with the Apple ID you use for Apple Music for Artists. We use it once to confirm the profile is yours and never store your password.',
  },
  amazonMusic: {
    account: 'Amazon Music for Artists',
    usernameLabel: 'Email',
    hint: 'Sign in with the account you use for Amazon Music for Artists.',
  },
  tidal: { account: 'TIDAL Artist Home', usernameLabel: 'Email', hint: 'Sign in with the account you use for TIDAL Artist Home.' },
  distrokid: { account: 'DistroKid', usernameLabel: 'Email', hint: 'Sign in with the DistroKid account that distributes the artist.' },
  bmi: { account: 'BMI Online Services', usernameLabel: 'Username', hint: 'Sign in with your BMI Online Services account.' },
  ascap: { account: 'ASCAP Member Access', usernameLabel: 'Username', hint: 'Sign in with your ASCAP Member Access account.' },
};

/** Spec 2 §9: the two-factor code has 6 digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** Spec 2 §8 texts. */
export const VERIFICATION_TEXTS = {
  loading: 'Please wait while we connect and verify your account',
  success: 'Success, you are verified',
  failed: 'Verification failed',
  claimFailed: 'The artist could not be claimed. Please try again.',
} as const;

/** The verification platform of a catalogue platform, when people can verify there. */
export function verificationPlatformOf(platform: Platform): ProviderPlatform | null {
  const found = SELECTABLE_PLATFORMS.find((candidate) => SEARCH_PLATFORM[candidate] === platform);
  return found ?? null;
}
