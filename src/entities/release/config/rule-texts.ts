/**
 * What the release forms say when a rule is broken: spec 2 §5 word for word where it gives the
 * words (the server answers the same ones), ours otherwise. The wizard and the edit page share them.
 */
export const RELEASE_RULE_TEXTS = {
  titleRequired: 'Title is required.',
  audioLanguageRequired: 'Audio language is required.',
  formatRequired: 'Release format is required.',
  coverArtRequired: 'Cover art is required.',
  invalidDraft: 'Release draft is invalid, please fix the errors and try again',
  labelRequired: 'Label is required.',
  primaryGenreRequired: 'Primary genre is required.',
  primaryGenreUnknown: 'Choose a primary genre from the list.',
  secondaryGenreUnknown: 'Choose a secondary genre from the list.',
  releaseDateRequired: 'Release date is required.',
  originalReleaseDateRequired: 'Original release date is required.',
  dateFormat: 'Enter the date as MM/DD/YYYY.',
  preOrderAfterRelease: 'The pre-order date must be before the release date.',
  upc: 'UPC/EAN must be 12 or 13 digits.',
  isrc: 'ISRC must be 12 characters, like USRC17607839.',
  price: 'Price must be a number from 0 to 10000.',
  clipRange: 'The clip must end after it starts.',
  tooLong: 'Use at most 200 characters.',
} as const;
