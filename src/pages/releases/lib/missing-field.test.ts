import { describe, expect, it } from 'vitest';
import { missingFieldLink } from './missing-field';

const tabLabel = (tab: string) => tab.toUpperCase();

describe('missing field links', () => {
  it('names a release field and links the tab that fixes it', () => {
    expect(missingFieldLink('r1', 'releaseDate', tabLabel)).toEqual({ label: 'Release date', to: '/dashboard/releases/r1/edit/dates', place: 'DATES' });
    expect(missingFieldLink('r1', 'coverArt', tabLabel).to).toBe('/dashboard/releases/r1/edit/details');
    expect(missingFieldLink('r1', 'artists', tabLabel).to).toBe('/dashboard/releases/r1/edit/artists');
  });

  it('links a track field to that track', () => {
    expect(missingFieldLink('r1', 'tracks.1.audio', tabLabel)).toEqual({
      label: 'Track 2: Audio',
      to: '/dashboard/releases/r1/edit/tracks/track/1/details',
      place: 'Track 2',
    });
    expect(missingFieldLink('r1', 'tracks.0.writers', tabLabel).to).toBe('/dashboard/releases/r1/edit/tracks/track/0/writers');
  });
});
