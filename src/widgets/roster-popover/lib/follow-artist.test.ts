import { describe, expect, it } from 'vitest';
import { samePageOfArtist } from './follow-artist';

describe('samePageOfArtist', () => {
  it("takes an artist's page to the same page of the other artist", () => {
    expect(samePageOfArtist('/dashboard/artists/aaa', 'bbb')).toBe('/dashboard/artists/bbb');
    expect(samePageOfArtist('/dashboard/artists/aaa/payouts', 'bbb')).toBe('/dashboard/artists/bbb/payouts');
    expect(samePageOfArtist('/dashboard/artists/aaa/catalog/', 'bbb')).toBe('/dashboard/artists/bbb/catalog');
  });

  it('leaves other pages where they are', () => {
    for (const path of ['/dashboard', '/dashboard/artists', '/dashboard/artists/', '/dashboard/tracks/aaa', '/admin/artists/aaa']) {
      expect(samePageOfArtist(path, 'bbb'), path).toBeNull();
    }
  });
});
