import { describe, expect, it } from 'vitest';
import { PHOTO_ERRORS, PHOTO_MAX_BYTES, photoFileError } from './photo-file-error';

describe('photoFileError', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(photoFileError({ type, size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files with the server’s messages', () => {
    expect(photoFileError({ type: 'image/gif', size: 10 })).toBe(PHOTO_ERRORS.type);
    expect(photoFileError({ type: '', size: 10 })).toBe(PHOTO_ERRORS.type);
    expect(photoFileError({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_ERRORS.size);
  });
});
