import type { components } from '../api/generated/openapi';

type Platform = components['schemas']['Platform'];
type PayoutSource = components['schemas']['PayoutRateSource'];

/** The streaming platforms, in the order every list and figure shows them. */
export const PLATFORMS = ['SPOTIFY', 'APPLE_MUSIC', 'AMAZON_MUSIC', 'YOUTUBE_MUSIC', 'TIDAL', 'SOUNDCLOUD', 'DEEZER'] as const satisfies readonly Platform[];

/** Spec 1 §9: the platforms selected when a request names none. */
export const DEFAULT_PLATFORMS = ['SPOTIFY', 'APPLE_MUSIC'] as const satisfies readonly Platform[];

/** Streaming platforms, and MLC as a payout source. Spec 1: YOUTUBE_MUSIC reads "Youtube Music". */
export const PLATFORM_LABELS: Readonly<Record<PayoutSource, string>> = {
  SPOTIFY: 'Spotify',
  APPLE_MUSIC: 'Apple Music',
  AMAZON_MUSIC: 'Amazon Music',
  YOUTUBE_MUSIC: 'Youtube Music',
  TIDAL: 'Tidal',
  SOUNDCLOUD: 'SoundCloud',
  DEEZER: 'Deezer',
  MLC: 'MLC',
};
