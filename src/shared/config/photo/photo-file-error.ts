/** The server's limits of a photo (POST /user/photo, POST /user/artists/{artistId}/photo), checked before uploading so a wrong file fails at once. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PHOTO_ERRORS = {
  type: 'The photo must be a JPEG, PNG or WebP image.',
  size: 'The photo is larger than 5 MB.',
} as const;

/** Why this file cannot be a profile photo, or null when it may be uploaded. */
export function photoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_ERRORS.type;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_ERRORS.size;
  return null;
}
