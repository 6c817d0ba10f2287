import { RULE_MESSAGES } from '@/shared/api';

/**
 * What the release forms say when a rule is broken: the release rules' words (shared with the
 * server) and the forms' own for what only a form checks. The wizard and the edit page share them.
 */
export const RELEASE_RULE_TEXTS = {
  titleRequired: RULE_MESSAGES.TITLE_REQUIRED,
  audioLanguageRequired: RULE_MESSAGES.AUDIO_LANGUAGE_REQUIRED,
  formatRequired: RULE_MESSAGES.FORMAT_REQUIRED,
  coverArtRequired: RULE_MESSAGES.COVER_REQUIRED,
  invalidDraft: 'Release draft is invalid, please fix the errors and try again',
  labelRequired: RULE_MESSAGES.LABEL_REQUIRED,
  primaryGenreRequired: RULE_MESSAGES.PRIMARY_GENRE_REQUIRED,
  primaryGenreUnknown: 'Choose a primary genre from the list.',
  secondaryGenreUnknown: 'Choose a secondary genre from the list.',
  releaseDateRequired: RULE_MESSAGES.RELEASE_DATE_REQUIRED,
  originalReleaseDateRequired: RULE_MESSAGES.ORIGINAL_RELEASE_DATE_REQUIRED,
  dateFormat: 'Enter the date as MM/DD/YYYY.',
  preOrderAfterRelease: RULE_MESSAGES.PRE_ORDER_DATE_NOT_BEFORE_RELEASE,
  previousDistributorRequired: RULE_MESSAGES.PREVIOUS_DISTRIBUTOR_REQUIRED,
  previousReleaseDateEarlier: RULE_MESSAGES.PREVIOUS_RELEASE_DATE_EARLIER,
  territoriesRequired: 'Choose at least one country, or sell worldwide.',
  upc: 'UPC/EAN must be 12 or 13 digits.',
  isrc: 'ISRC must be 12 characters, like USRC17607839.',
  price: 'Price must be a number from 0 to 10000.',
  clipRange: 'The clip must end after it starts.',
  tooLong: 'Use at most 200 characters.',
} as const;
