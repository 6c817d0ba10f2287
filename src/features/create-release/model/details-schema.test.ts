import { describe, expect, it } from 'vitest';
import { DRAFT_TEXTS, EMPTY_FIELDS, detailsAreValid, detailsInput, releaseDetailsSchema } from './details-schema';

const valid = {
  ...EMPTY_FIELDS,
  title: 'Night Drive',
  format: 'SINGLE' as const,
  label: 'Moon Records',
  primaryGenre: 'Pop',
  audioLanguage: 'Instrumental',
  releaseDate: '12/01/2026',
  originalReleaseDate: '12/01/2026',
};

const messages = (fields: typeof valid) => {
  const result = releaseDetailsSchema.safeParse(detailsInput(fields));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('release details schema', () => {
  it('accepts a complete draft', () => {
    expect(detailsAreValid(valid)).toBe(true);
  });

  it('uses spec 2 §5 messages for the required fields', () => {
    expect(messages({ ...valid, title: ' ', audioLanguage: '' })).toMatchObject({
      title: 'Title is required.',
      audioLanguage: 'Audio language is required.',
    });
  });

  it('checks dates, pre-order order, UPC, ISRC and the clip', () => {
    expect(messages({ ...valid, releaseDate: '2026-12-01' }).releaseDate).toBe(DRAFT_TEXTS.dateFormat);
    expect(messages({ ...valid, preOrderDate: '12/05/2026' }).preOrderDate).toBe(DRAFT_TEXTS.preOrderAfterRelease);
    expect(messages({ ...valid, upc: '12345' }).upc).toBe(DRAFT_TEXTS.upc);
    expect(messages({ ...valid, isrc: 'XX' }).isrc).toBe(DRAFT_TEXTS.isrc);
    expect(detailsAreValid({ ...valid, isrc: 'us-rc1-76-07839' })).toBe(true);
    expect(messages({ ...valid, specifyClipStartTime: 'UserDefined', clipStartTime: 30, clipEndTime: 10 }).clipEndTime).toBe(DRAFT_TEXTS.clipRange);
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
