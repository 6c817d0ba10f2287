import type { Queryable } from '../db/index.js';
import type { components } from '../generated/openapi.js';
import { type ArtistRecord, rosterOf, type RosterRecord } from './roster.js';
import type { UserRecord } from './users.js';

type Platform = components['schemas']['Platform'];
type UserIntegration = components['schemas']['UserIntegration'];

interface PlatformInfo {
  platform: Platform;
  /** Key of the verification flags, when the platform has one. */
  flag: string | null;
  supportsVerification: boolean;
  artistId: (artist: ArtistRecord) => string | null;
  profileUrl: (id: string) => string;
}

const none = () => null;

// In the contract's Platform order.
export const PLATFORMS: readonly PlatformInfo[] = [
  { platform: 'SPOTIFY', flag: 'spotify', supportsVerification: true, artistId: (a) => a.spotifyId, profileUrl: (id) => `https://open.spotify.com/artist/${id}` },
  { platform: 'APPLE_MUSIC', flag: 'appleMusic', supportsVerification: true, artistId: (a) => a.appleId, profileUrl: (id) => `https://music.apple.com/artist/${id}` },
  { platform: 'AMAZON_MUSIC', flag: 'amazonMusic', supportsVerification: false, artistId: none, profileUrl: (id) => `https://music.amazon.com/artists/${id}` },
  { platform: 'YOUTUBE_MUSIC', flag: null, supportsVerification: false, artistId: none, profileUrl: (id) => `https://music.youtube.com/channel/${id}` },
  { platform: 'TIDAL', flag: 'tidal', supportsVerification: false, artistId: none, profileUrl: (id) => `https://tidal.com/artist/${id}` },
  { platform: 'SOUNDCLOUD', flag: null, supportsVerification: false, artistId: none, profileUrl: (id) => `https://soundcloud.com/${id}` },
  { platform: 'DEEZER', flag: null, supportsVerification: false, artistId: none, profileUrl: (id) => `https://www.deezer.com/artist/${id}` },
];

/**
 * One entry per platform: the roster artist verified on it, else the linked (or first) roster
 * artist that has an id there (connected, not verified), else nothing.
 */
export async function integrationsOf(db: Queryable, user: UserRecord): Promise<UserIntegration[]> {
  const roster = await rosterOf(db, user.id);
  const linkedFirst = [...roster].sort((a, b) => Number(b.artist.id === user.linkedArtistId) - Number(a.artist.id === user.linkedArtistId));
  return PLATFORMS.map((info) => {
    const verified = info.flag ? roster.find((entry) => entry.verified[info.flag!] === true) : undefined;
    const connected = verified ?? linkedFirst.find((entry) => info.artistId(entry.artist) !== null);
    return describe(info, connected, verified !== undefined);
  });
}

function describe(info: PlatformInfo, entry: RosterRecord | undefined, verified: boolean): UserIntegration {
  const platformArtistId = entry ? info.artistId(entry.artist) : null;
  return {
    platform: info.platform,
    supportsVerification: info.supportsVerification,
    connected: entry !== undefined,
    verified,
    verifiedAt: verified && entry ? (entry.verifiedAt[info.flag!] ?? entry.createdAt.toISOString()) : null,
    connectedAt: entry ? entry.createdAt.toISOString() : null,
    accountLabel: null,
    artist: entry ? { _id: entry.artist.id, name: entry.artist.name, image: entry.artist.image, spotifyId: entry.artist.spotifyId } : null,
    platformArtistId,
    profileUrl: platformArtistId ? info.profileUrl(platformArtistId) : null,
  };
}
