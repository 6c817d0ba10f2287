import { describe, expect, it } from 'vitest';
import { missingFieldLink } from './missing-field';

const tabLabel = (tab: string) => tab.toUpperCase();

describe('missing field links', () => {
  it('names a release field and links the field on the tab that fixes it', () => {
    expect(missingFieldLink('r1', { field: 'releaseDate', code: 'RELEASE_DATE_REQUIRED' }, tabLabel)).toEqual({
      label: 'Release date',
      to: '/dashboard/releases/r1/edit/dates#releaseDate',
      place: 'DATES',
    });
    expect(missingFieldLink('r1', { field: 'label', code: 'LABEL_REQUIRED' }, tabLabel).to).toBe('/dashboard/releases/r1/edit/dates#label');
    expect(missingFieldLink('r1', { field: 'artists', code: 'PRIMARY_ARTIST_REQUIRED' }, tabLabel).to).toBe('/dashboard/releases/r1/edit/artists#artists');
  });

  it('follows the field when the error names no release rule (the cover’s own checks)', () => {
    expect(missingFieldLink('r1', { field: 'coverArt', code: 'TOO_SMALL' }, tabLabel).to).toBe('/dashboard/releases/r1/edit/details#coverArt');
  });

  it('links a track’s rule to that track’s tab and field', () => {
    expect(missingFieldLink('r1', { field: 'tracks.1.audio', code: 'TRACK_AUDIO_REQUIRED' }, tabLabel)).toEqual({
      label: 'Track 2: Audio',
      to: '/dashboard/releases/r1/edit/tracks/track/1/details#audio',
      place: 'Track 2 › Details',
    });
    expect(missingFieldLink('r1', { field: 'tracks.0.writers', code: 'TRACK_WRITER_REQUIRED' }, tabLabel)).toEqual({
      label: 'Track 1: Writers',
      to: '/dashboard/releases/r1/edit/credits/track/0/writers#writers',
      place: 'Track 1 › Writers',
    });
    expect(missingFieldLink('r1', { field: 'tracks.0.audio', code: 'CORRUPT_AUDIO' }, tabLabel).to).toBe('/dashboard/releases/r1/edit/tracks/track/0/details#audio');
  });
});
