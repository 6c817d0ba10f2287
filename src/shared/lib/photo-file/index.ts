export { PHOTO_ERRORS, PHOTO_MAX_BYTES, PHOTO_TYPES, photoFileError } from './photo-file-error';
