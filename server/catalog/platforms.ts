import type { components } from '../generated/openapi.js';

export type Platform = components['schemas']['Platform'];
export type PayoutSource = components['schemas']['PayoutRateSource'];

// The list, its labels and the default selection are the app's too (spec 1 §9, spec 2 §9).
export { DEFAULT_PLATFORMS, PLATFORM_LABELS, PLATFORMS } from '../../src/shared/neutral/index.js';

/** Typical share of an artist's streams per platform (demo data and track splits). */
export const PLATFORM_SHARE: Record<Platform, number> = {
  SPOTIFY: 0.55,
  APPLE_MUSIC: 0.2,
  AMAZON_MUSIC: 0.08,
  YOUTUBE_MUSIC: 0.1,
  TIDAL: 0.02,
  SOUNDCLOUD: 0.02,
  DEEZER: 0.03,
};

/** Product defaults of the system payout rates (USD per stream; spec 1 §9 for MLC, Spotify, Apple Music). */
export const DEFAULT_PAYOUT_RATES: Record<PayoutSource, number> = {
  MLC: 0.00045,
  SPOTIFY: 0.0025,
  APPLE_MUSIC: 0.0025,
  AMAZON_MUSIC: 0.004,
  YOUTUBE_MUSIC: 0.002,
  TIDAL: 0.0125,
  SOUNDCLOUD: 0.0025,
  DEEZER: 0.0064,
};

/** Share of streams that earn US mechanical royalties (collected by the MLC). */
export const MLC_STREAM_SHARE = 0.4;

export type EstimatedMoney = components['schemas']['EstimatedMoney'];

export function estimated(amount: number): EstimatedMoney {
  return { amount: Math.round(Math.max(0, amount) * 100) / 100, currency: 'USD', estimated: true };
}

export function platformUrl(platform: Platform, kind: 'artist' | 'track' | 'album', id: string): string {
  const slug = encodeURIComponent(id);
  switch (platform) {
    case 'SPOTIFY':
      return `https://open.spotify.com/${kind}/${slug}`;
    case 'APPLE_MUSIC':
      return `https://music.apple.com/us/${kind === 'track' ? 'song' : kind}/${slug}`;
    default:
      return `https://music.example.com/${platform.toLowerCase()}/${kind}/${slug}`;
  }
}
