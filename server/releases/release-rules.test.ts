import { describe, expect, it } from 'vitest';
import { applyDraftPatch } from './release-patch.js';
import { draftRuleErrors, noonUtc, submitRuleErrors } from './release-rules.js';
import { type DraftValues, EMPTY_DRAFT } from './release-types.js';

const context = { callerId: 'a'.repeat(24), bucket: 'local', ownedKeys: [] };
const upload = (owner: string) => `audio/${owner}-${'b'.repeat(24)}.wav`;

const complete: DraftValues = {
  ...EMPTY_DRAFT,
  artistId: 'c'.repeat(24),
  title: 'Song',
  label: 'Label',
  format: 'SINGLE',
  primaryGenre: 'Pop',
  audioLanguage: 'Instrumental',
  releaseDate: '2026-01-01T12:00:00.000Z',
  originalReleaseDate: '2026-01-01T12:00:00.000Z',
  coverKey: `covers/${'a'.repeat(24)}-${'d'.repeat(24)}.jpg`,
};

describe('the draft rules', () => {
  it('store dates as the chosen day at noon UTC', () => {
    expect(noonUtc('2026-03-01T23:30:00-05:00')).toBe('2026-03-01T12:00:00.000Z');
  });

  it('name every missing field with spec 2 §5’s messages', () => {
    expect(draftRuleErrors(EMPTY_DRAFT).map((error) => error.message)).toEqual([
      'Title is required.',
      'Cover art is required.',
      'Audio language is required.',
      'Release format is required.',
      'Label is required.',
      'Release date is required.',
      'Original release date is required.',
      'Primary genre is required.',
    ]);
    expect(draftRuleErrors(complete)).toEqual([]);
  });

  it('give a single one track mirroring its audio, duration and ISRC; drop them for an album', () => {
    const single = applyDraftPatch(complete, { audio: { bucket: 'local', location: upload(context.callerId) }, duration: 12, isrc: 'USRC17607839' }, context).values;
    expect(single.tracks).toEqual([expect.objectContaining({ title: 'Song', audioKey: upload(context.callerId), duration: 12, isrc: 'USRC17607839' })]);
    const album = applyDraftPatch(single, { format: 'ALBUM' }, context).values;
    expect([album.audioKey, album.duration, album.isrc, album.tracks.length]).toEqual([null, null, null, 1]);
  });

  it('refuse stored audio somebody else uploaded, and ask for a primary artist, audio and a songwriter before review', () => {
    const { errors } = applyDraftPatch(complete, { audio: { bucket: 'local', location: upload('e'.repeat(24)) } }, context);
    expect(errors).toEqual([{ field: 'audio', message: 'This audio file was not uploaded by you: upload it again.' }]);
    expect(submitRuleErrors(applyDraftPatch(complete, {}, context).values).map((error) => error.field)).toEqual(['artists', 'tracks.0.audio', 'tracks.0.writers']);
  });
});
