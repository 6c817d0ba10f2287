import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { RELEASE_RULE_TEXTS as DETAIL_TEXTS, releaseDetailFields, releaseDetailsSchema } from '@/entities/release';
import { validDraftValues } from './draft-values';

const options = { primaryGenres: ['Electronic', 'Pop'], genres: ['Electronic', 'Pop', 'House'] };
const schema = releaseDetailFields(options);

describe('release details rules', () => {
  it('words the required fields as spec 2 §5 does', () => {
    const result = schema.safeParse({ format: undefined, title: '', audioLanguage: '' });
    const messages = result.error?.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([DETAIL_TEXTS.titleRequired, DETAIL_TEXTS.audioLanguageRequired, DETAIL_TEXTS.formatRequired]));
    expect(DETAIL_TEXTS.titleRequired).toBe('Title is required.');
    expect(DETAIL_TEXTS.audioLanguageRequired).toBe('Audio language is required.');
    expect(DETAIL_TEXTS.formatRequired).toBe('Release format is required.');
  });

  it('turns the form text into draft values: N/A genre to null, prices to numbers, dates to 12:00 UTC', () => {
    const values = { secondaryGenre: 'N/A', albumPrice: '9.99', releaseDate: '12/04/2026', preOrderDate: '', titleVersion: '  ', isrc: 'us-rc1-76-07839' };
    expect(validDraftValues(schema, values, ['secondaryGenre', 'albumPrice', 'releaseDate', 'preOrderDate', 'titleVersion', 'isrc'])).toEqual({
      secondaryGenre: null,
      albumPrice: 9.99,
      releaseDate: '2026-12-04T12:00:00.000Z',
      preOrderDate: null,
      titleVersion: null,
      isrc: 'USRC17607839',
    });
  });

  it('reads the previously released box (ticked: on, else absent) and the previous distributor', () => {
    expect(validDraftValues(schema, { previouslyReleased: 'on', previousDistributor: 'tunecore' }, ['previouslyReleased', 'previousDistributor'])).toEqual({
      previouslyReleased: true,
      previousDistributor: 'tunecore',
    });
    expect(validDraftValues(schema, {}, ['previouslyReleased', 'previousDistributor'])).toEqual({ previouslyReleased: false, previousDistributor: null });
    expect(validDraftValues(schema, { previousDistributor: 'napster' }, ['previousDistributor'])).toEqual({});
  });

  it('leaves out fields that break their rule', () => {
    const values = { title: '', primaryGenre: 'Polka', upc: '123', releaseDate: '02/30/2026', label: 'Aurora' };
    expect(validDraftValues(schema, values, ['title', 'primaryGenre', 'upc', 'releaseDate', 'label'])).toEqual({ label: 'Aurora' });
  });
});

describe('release details rules under Conform', () => {
  it('accepts empty optional fields as Conform sends them (left out)', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: 'T', titleVersion: '', format: 'SINGLE', primaryGenre: 'Pop', secondaryGenre: 'N/A', advisory: 'NONE', recordingLocation: '', audioLanguage: 'English', upc: '', isrc: '', albumPrice: '', label: 'L', releaseDate: '12/04/2026', originalReleaseDate: '12/04/2026', preOrderDate: '' })) {
      form.append(name, value);
    }
    const submission = parseWithZod(form, { schema: releaseDetailsSchema(options, ['title', 'titleVersion', 'format', 'primaryGenre', 'secondaryGenre', 'advisory', 'recordingLocation', 'audioLanguage', 'upc', 'isrc', 'albumPrice', 'label', 'releaseDate', 'originalReleaseDate', 'preOrderDate']) });
    expect(submission.status === 'success' ? null : submission.error).toBeNull();
  });
});

describe('the edit page’s forms under the one release schema', () => {
  const messagesOf = (names: Parameters<typeof releaseDetailsSchema>[1], values: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    const submission = parseWithZod(form, { schema: releaseDetailsSchema(options, names) });
    return submission.status === 'success' ? {} : Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, errors]) => [name, errors?.[0]]));
  };
  const DATES = ['label', 'releaseDate', 'originalReleaseDate', 'preOrderDate', 'previouslyReleased', 'previousDistributor'] as const;
  const dates = { label: 'L', releaseDate: '12/04/2026', originalReleaseDate: '12/04/2026' };

  it('checks the pre-order date before the release date, as the wizard does', () => {
    expect(messagesOf(DATES, { ...dates, preOrderDate: '12/04/2026' })).toEqual({ preOrderDate: DETAIL_TEXTS.preOrderAfterRelease });
    expect(messagesOf(DATES, { ...dates, preOrderDate: '12/01/2026' })).toEqual({});
  });

  it('asks a release that was out before for its distributor and an earlier first day, as the wizard does', () => {
    expect(messagesOf(DATES, { ...dates, previouslyReleased: 'on' })).toEqual({
      previousDistributor: DETAIL_TEXTS.previousDistributorRequired,
      originalReleaseDate: DETAIL_TEXTS.previousReleaseDateEarlier,
    });
    expect(messagesOf(DATES, { ...dates, previouslyReleased: 'on', previousDistributor: 'tunecore', originalReleaseDate: '03/15/2018' })).toEqual({});
  });

  it('checks genres, price, UPC and ISRC on the details form', () => {
    const names = ['primaryGenre', 'secondaryGenre', 'upc', 'isrc', 'albumPrice'] as const;
    expect(messagesOf(names, { primaryGenre: 'Polka', secondaryGenre: 'Polka', upc: '1', isrc: 'XX', albumPrice: '20000' })).toEqual({
      primaryGenre: DETAIL_TEXTS.primaryGenreUnknown,
      secondaryGenre: DETAIL_TEXTS.secondaryGenreUnknown,
      upc: DETAIL_TEXTS.upc,
      isrc: DETAIL_TEXTS.isrc,
      albumPrice: DETAIL_TEXTS.price,
    });
  });

  it('checks the clip range where the clip is edited', () => {
    const clip = ['specifyClipStartTime', 'clipStartTime', 'clipEndTime'] as const;
    expect(messagesOf(clip, { specifyClipStartTime: 'UserDefined', clipStartTime: '30', clipEndTime: '10' })).toEqual({ clipEndTime: DETAIL_TEXTS.clipRange });
  });
});
