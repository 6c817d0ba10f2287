import { PLATFORM_LABELS, platformUrl } from '../catalog/platforms.js';
import { searchProvider } from '../catalog/search.js';
import { sendKept } from '../http/compression.js';
import { HttpError } from '../http/errors.js';
import type { CatalogPlatform } from '../verification/types.js';
import type { Handlers } from './types.js';

/** The platforms with an artist search adapter, by the contract's Platform value. */
const SEARCHABLE: Partial<Record<string, CatalogPlatform>> = { SPOTIFY: 'spotify', APPLE_MUSIC: 'appleMusic' };

export const searchHandlers = {
  async searchArtists(request, reply) {
    const { query, platform, offset, limit } = request.query;
    const result = await searchProvider(this.db, { query, provider: platform, offset, limit });
    return sendKept(request, reply, result.artists, String(result.total), () => result);
  },

  async searchPlatformArtists(request) {
    const { platform } = request.params;
    const directory = SEARCHABLE[platform];
    if (!directory) throw new HttpError(422, `Artist search is not available for ${PLATFORM_LABELS[platform]}.`);
    const profiles = await this.platforms.directories[directory].searchArtists(request.query.query.trim(), request.query.limit ?? 10);
    return {
      artists: profiles.map((profile) => ({
        platform,
        platformId: profile.id,
        name: profile.name,
        image: profile.image,
        followers: profile.followers,
        url: platformUrl(platform, 'artist', profile.id),
        genres: profile.genres,
        artistId: profile.artistId,
      })),
    };
  },
} satisfies Handlers;
