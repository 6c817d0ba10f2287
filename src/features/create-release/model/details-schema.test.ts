import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { DRAFT_TEXTS, EMPTY_FIELDS, detailsAreValid, detailsInput, wizardDetailsSchema, type DraftFields } from './details-schema';

const valid: DraftFields = {
  ...EMPTY_FIELDS,
  title: 'Night Drive',
  format: 'SINGLE',
  label: 'Moon Records',
  primaryGenre: 'Pop',
  audioLanguage: 'Instrumental',
  releaseDate: '12/01/2026',
  originalReleaseDate: '12/01/2026',
};
const options = { primaryGenres: ['Electronic', 'Pop'], genres: ['Electronic', 'Pop', 'House'] };

/** The wizard's messages as its details form shows them (Conform + the one release schema, genres loaded). */
const messages = (fields: DraftFields) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(detailsInput(fields))) form.append(name, value);
  const submission = parseWithZod(form, { schema: wizardDetailsSchema(options) });
  return submission.status === 'success' ? {} : Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, errors]) => [name, errors?.[0]]));
};

describe('the wizard’s release details', () => {
  it('accepts a complete draft', () => {
    expect(detailsAreValid(valid)).toBe(true);
    expect(messages(valid)).toEqual({});
  });

  it('uses spec 2 §5 messages for the required fields', () => {
    expect(messages({ ...valid, title: ' ', audioLanguage: '' })).toMatchObject({
      title: 'Title is required.',
      audioLanguage: 'Audio language is required.',
    });
    expect(detailsAreValid({ ...valid, label: '' })).toBe(false);
  });

  it('checks dates, pre-order order, UPC, ISRC and the clip', () => {
    expect(messages({ ...valid, releaseDate: '2026-12-01' }).releaseDate).toBe(DRAFT_TEXTS.dateFormat);
    expect(messages({ ...valid, preOrderDate: '12/05/2026' }).preOrderDate).toBe(DRAFT_TEXTS.preOrderAfterRelease);
    expect(messages({ ...valid, upc: '12345' }).upc).toBe(DRAFT_TEXTS.upc);
    expect(messages({ ...valid, isrc: 'XX' }).isrc).toBe(DRAFT_TEXTS.isrc);
    expect(detailsAreValid({ ...valid, isrc: 'us-rc1-76-07839' })).toBe(true);
    expect(messages({ ...valid, specifyClipStartTime: 'UserDefined', clipStartTime: 30, clipEndTime: 10 }).clipEndTime).toBe(DRAFT_TEXTS.clipRange);
    expect(detailsAreValid({ ...valid, specifyClipStartTime: 'UserDefined', clipStartTime: 30, clipEndTime: 10 })).toBe(false);
  });

  it('checks the genres against the lists once they are loaded (as the edit page does)', () => {
    expect(messages({ ...valid, primaryGenre: 'Polka' }).primaryGenre).toBe(DRAFT_TEXTS.primaryGenreUnknown);
    expect(messages({ ...valid, secondaryGenre: 'Polka' }).secondaryGenre).toBe(DRAFT_TEXTS.secondaryGenreUnknown);
    expect(messages({ ...valid, secondaryGenre: 'N/A' })).toEqual({});
  });

  it('asks a release that was out before for its previous distributor and the earlier day it first came out', () => {
    expect(messages({ ...valid, previouslyReleased: 'on' })).toEqual({
      previousDistributor: 'Choose the distributor the release was out with before.',
      originalReleaseDate: 'A release that was out before needs the day it first came out, before this release date.',
    });
    expect(detailsAreValid({ ...valid, previouslyReleased: 'on', previousDistributor: 'unitedMasters', originalReleaseDate: '03/15/2018' })).toBe(true);
    expect(detailsAreValid({ ...valid, previousDistributor: '' })).toBe(true);
  });
});
