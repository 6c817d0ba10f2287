import { describe, expect, it } from 'vitest';
import { CHOOSE_ARTIST, linkArtistSchema } from './link-artist-schema';

describe('link artist form', () => {
  it('needs an artist chosen, from a platform an artist can be linked from', () => {
    expect(linkArtistSchema.safeParse({ platform: 'spotify' }).error?.issues.map((issue) => issue.message)).toEqual([CHOOSE_ARTIST]);
    expect(linkArtistSchema.safeParse({ platform: 'deezer', artistId: 'x' }).success).toBe(false);
    expect(linkArtistSchema.safeParse({ platform: 'appleMusic', artistId: '1234' }).data).toEqual({ platform: 'appleMusic', artistId: '1234' });
  });
});
