import { describe, expect, it } from 'vitest';
import { NO_TAGS } from './read-audio-file';
import { keepUntouched, prefillFromTags } from './tag-prefill';

const isrc = (text: string) => (/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(text.replaceAll('-', '').toUpperCase()) ? text.replaceAll('-', '').toUpperCase() : null);
const tags = { ...NO_TAGS, title: 'Glacier Run', isrc: 'us-rc1-76-07839' };

describe('prefilling a track from its file’s tags', () => {
  it('fills an empty title and ISRC, the ISRC as the app stores it', () => {
    expect(prefillFromTags({ title: '', isrc: ' ' }, tags, { isrc })).toEqual({ title: 'Glacier Run', isrc: 'USRC17607839' });
  });

  it('leaves what the user typed, and an ISRC the app’s rule refuses', () => {
    expect(prefillFromTags({ title: 'Mine', isrc: 'GBAYE0601498' }, tags, { isrc })).toEqual({});
    expect(prefillFromTags({ title: '', isrc: '' }, { ...tags, isrc: 'not an isrc' }, { isrc })).toEqual({ title: 'Glacier Run' });
    expect(prefillFromTags({ title: '', isrc: '' }, NO_TAGS, { isrc })).toEqual({});
  });

  it('takes the caller’s idea of empty (a placeholder title)', () => {
    const isEmpty = (field: string, value: string) => value === '' || (field === 'title' && value === 'Track 1');
    expect(prefillFromTags({ title: 'Track 1', isrc: '' }, tags, { isrc, isEmpty })).toEqual({ title: 'Glacier Run', isrc: 'USRC17607839' });
  });

  it('forgets a field once the user gives it another value', () => {
    const fromFile = { title: 'Glacier Run', isrc: 'USRC17607839' };
    expect(keepUntouched(fromFile, { isrc: 'GBAYE0601498', label: 'x' })).toEqual({ title: 'Glacier Run' });
    expect(keepUntouched(fromFile, { label: 'x' })).toBe(fromFile);
    // A form that sends every field with each change sends the file's values unchanged.
    expect(keepUntouched(fromFile, { title: 'Glacier Run', isrc: 'USRC17607839', label: 'x' })).toBe(fromFile);
  });
});
