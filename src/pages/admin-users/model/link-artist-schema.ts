import type { PlatformArtist } from '@/entities/artist';
import { z } from '@/shared/lib/zod';
import type { AdminLinkArtistRequest } from '../api/admin-users-api';

type LinkPlatform = NonNullable<AdminLinkArtistRequest['platform']>;

export const CHOOSE_ARTIST = 'Choose an artist to link.';

/** The platforms an artist can be linked from, and the search platform of each. */
export const LINK_PLATFORMS = [
  { value: 'spotify', search: 'SPOTIFY' },
  { value: 'appleMusic', search: 'APPLE_MUSIC' },
] as const satisfies readonly { value: LinkPlatform; search: PlatformArtist['platform'] }[];

/** The Link an artist form: the platform, and the artist chosen in its search (a hidden field). */
export const linkArtistSchema = z.object({
  platform: z.enum(LINK_PLATFORMS.map((option) => option.value)),
  artistId: z.string({ error: CHOOSE_ARTIST }).min(1, CHOOSE_ARTIST),
});
