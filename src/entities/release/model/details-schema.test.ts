import { describe, expect, it } from 'vitest';
import { RELEASE_RULE_TEXTS as TEXTS } from '../config/rule-texts';
import { isrcOf, releaseDetailsSchema } from './details-schema';

const options = { primaryGenres: ['Electronic', 'Pop'], genres: ['Electronic', 'Pop', 'House'] };
const valid = {
  title: 'Night Drive',
  format: 'SINGLE',
  label: 'Moon Records',
  primaryGenre: 'Pop',
  audioLanguage: 'Instrumental',
  releaseDate: '12/04/2026',
  originalReleaseDate: '12/04/2026',
};

const messages = (input: Record<string, string>) => {
  const result = releaseDetailsSchema(options).safeParse({ ...valid, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the release details schema', () => {
  it('turns a complete form into draft values', () => {
    expect(releaseDetailsSchema(options).parse({ ...valid, secondaryGenre: 'N/A', albumPrice: '9.99', isrc: 'us-rc1-76-07839' })).toMatchObject({
      secondaryGenre: null,
      albumPrice: 9.99,
      isrc: 'USRC17607839',
      releaseDate: '2026-12-04T12:00:00.000Z',
      previouslyReleased: false,
      advisory: 'NONE',
      specifyClipStartTime: 'StreamingServices',
    });
  });

  it.each([
    ['title', { title: ' ' }, TEXTS.titleRequired],
    ['label', { label: '' }, TEXTS.labelRequired],
    ['audioLanguage', { audioLanguage: '' }, TEXTS.audioLanguageRequired],
    ['primaryGenre', { primaryGenre: '' }, TEXTS.primaryGenreRequired],
    ['primaryGenre', { primaryGenre: 'Polka' }, TEXTS.primaryGenreUnknown],
    ['secondaryGenre', { secondaryGenre: 'Polka' }, TEXTS.secondaryGenreUnknown],
    ['releaseDate', { releaseDate: '2026-12-04' }, TEXTS.dateFormat],
    ['originalReleaseDate', { originalReleaseDate: '' }, TEXTS.originalReleaseDateRequired],
    ['preOrderDate', { preOrderDate: '12/05/2026' }, TEXTS.preOrderAfterRelease],
    ['upc', { upc: '12345' }, TEXTS.upc],
    ['isrc', { isrc: 'XX' }, TEXTS.isrc],
    ['albumPrice', { albumPrice: '-1' }, TEXTS.price],
    ['clipEndTime', { specifyClipStartTime: 'UserDefined', clipStartTime: '30', clipEndTime: '10' }, TEXTS.clipRange],
    ['previousDistributor', { previouslyReleased: 'on', originalReleaseDate: '03/15/2018' }, TEXTS.previousDistributorRequired],
    ['originalReleaseDate', { previouslyReleased: 'on', previousDistributor: 'tunecore' }, TEXTS.previousReleaseDateEarlier],
  ])('checks %s: %j', (field, input, message) => {
    expect(messages(input)).toEqual({ [field]: message });
  });

  it('checks the rules between fields only among the fields a form holds', () => {
    const dates = releaseDetailsSchema(options, ['releaseDate', 'preOrderDate']);
    expect(dates.safeParse({ releaseDate: '12/04/2026', preOrderDate: '12/05/2026' }).error?.issues[0]?.message).toBe(TEXTS.preOrderAfterRelease);
    expect(releaseDetailsSchema(options, ['preOrderDate']).safeParse({ preOrderDate: '12/05/2026' }).success).toBe(true);
  });

  it('reads an ISRC as stored, or none', () => {
    expect(isrcOf('us-rc1-76-07839')).toBe('USRC17607839');
    expect(isrcOf('not one')).toBeNull();
  });
});
