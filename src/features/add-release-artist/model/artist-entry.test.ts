import { describe, expect, it } from 'vitest';
import type { PlatformArtist } from '@/entities/artist';
import { canAddEntry, emptyEntryDraft, isAlreadyAdded, toReleaseArtist, toReleaseContributor } from './artist-entry';

const picked: PlatformArtist = {
  platform: 'SPOTIFY',
  platformId: '4Z8W4fKeB5YxbusRsdQVPb',
  name: 'Nova Vale',
  image: null,
  followers: 1200,
  url: null,
  genres: [],
  artistId: '65f0c0ffee00000000000003',
};

describe('artist dialog rules', () => {
  it('enables Add only with an artist or a manual name and both platform questions answered', () => {
    const draft = emptyEntryDraft();
    expect(canAddEntry(draft, [])).toBe(false);
    expect(canAddEntry({ ...draft, picked, spotify: { has: true, id: picked.platformId } }, [])).toBe(false);
    expect(canAddEntry({ ...draft, picked, spotify: { has: true, id: picked.platformId }, apple: { has: true, id: '' } }, [])).toBe(false);
    expect(canAddEntry({ ...draft, picked, spotify: { has: true, id: picked.platformId }, apple: { has: false } }, [])).toBe(true);
    expect(canAddEntry({ ...draft, manual: true, manualName: '  ', spotify: { has: false }, apple: { has: false } }, [])).toBe(false);
    expect(canAddEntry({ ...draft, manual: true, manualName: 'Kid Ora', spotify: { has: false }, apple: { has: false } }, [])).toBe(true);
  });

  it('does not take an artist that is on the release already', () => {
    const existing = [{ name: 'Nova Vale', spotifyId: null, artist: null }];
    expect(isAlreadyAdded(existing, { name: ' nova vale ' })).toBe(true);
    expect(canAddEntry({ ...emptyEntryDraft(), picked, spotify: { has: false }, apple: { has: false } }, existing)).toBe(false);
  });

  it('links a picked catalogue artist and keeps the ids given', () => {
    const draft = { ...emptyEntryDraft(), picked, spotify: { has: true as const, id: picked.platformId }, apple: { has: false as const } };
    expect(toReleaseArtist(draft)).toEqual({
      name: 'Nova Vale',
      spotifyId: picked.platformId,
      appleId: null,
      role: 'PRIMARY_ARTIST',
      artist: { id: picked.artistId, image: null },
    });
    expect(toReleaseContributor({ ...draft, role: 'PRODUCER' }).role).toBe('PRODUCER');
  });
});
