import { describe, expect, it } from 'vitest';
import { createDetailsSchema, DETAIL_TEXTS, validDraftValues } from './details-schema';

const schema = createDetailsSchema({ primaryGenres: ['Electronic', 'Pop'], genres: ['Electronic', 'Pop', 'House'] });

describe('release details rules', () => {
  it('words the required fields as spec 2 §5 does', () => {
    const result = schema.safeParse({ format: undefined, title: '', audioLanguage: '' });
    const messages = result.error?.issues.map((issue) => issue.message);
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
    const { parseWithZod } = await import('@conform-to/zod/v4');
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: 'T', titleVersion: '', format: 'SINGLE', primaryGenre: 'Pop', secondaryGenre: 'N/A', advisory: 'NONE', recordingLocation: '', audioLanguage: 'English', upc: '', isrc: '', albumPrice: '', label: 'L', releaseDate: '12/04/2026', originalReleaseDate: '12/04/2026', preOrderDate: '' })) {
      form.append(name, value);
    }
    const submission = parseWithZod(form, { schema });
    expect(submission.status === 'success' ? null : submission.error).toBeNull();
  });
});
