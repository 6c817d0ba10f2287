import { HttpError } from '../http/errors.js';
import { isGtin } from './identifiers/gs1.js';
import { GENRES, LANGUAGE_NAMES, PRIMARY_GENRES } from './options/release-options.js';
import { type DraftValues, EMPTY_TRACK, type ReleaseFieldError, type TrackValues } from './release-types.js';

/** Spec 2 §5's messages word for word where it gives them; the others in the same voice. */
export const RULE_MESSAGES = {
  invalidDraft: 'Release draft is invalid, please fix the errors and try again',
  upcCheckDigit: 'UPC must be 12 or 13 digits with a correct check digit.',
  isrcTwice: (track: number) => `This ISRC is already on track ${track}; every track needs its own.`,
  title: 'Title is required.',
  coverArt: 'Cover art is required.',
  audioLanguage: 'Audio language is required.',
  audioLanguageListed: 'Audio language must be one of the listed languages.',
  format: 'Release format is required.',
  label: 'Label is required.',
  releaseDate: 'Release date is required.',
  originalReleaseDate: 'Original release date is required.',
  primaryGenre: 'Primary genre is required.',
  primaryGenreListed: 'Primary genre must be one of the listed genres.',
  secondaryGenreListed: 'Secondary genre must be one of the listed genres.',
  singleTracks: 'A single has exactly one track.',
  clipOrder: 'Clip end time must be after the clip start time.',
  tracks: 'Add at least one track.',
  trackTitle: 'Track title is required.',
  trackAudio: 'Track audio is required.',
  primaryArtist: 'Add a primary artist.',
  artistId: 'Choose the roster artist the release is for.',
  notYourAudio: 'This audio file was not uploaded by you: upload it again.',
} as const;

/** "N/A" in the genre pickers means no secondary genre. */
export const NO_GENRE = 'N/A';

const fieldError = (field: string, message: string, code?: string): ReleaseFieldError => ({ field, message, ...(code ? { code } : {}) });

/** A date-time as the chosen calendar day at 12:00:00 UTC (the day as the client wrote it). */
export function noonUtc(dateTime: string): string {
  return `${dateTime.slice(0, 10)}T12:00:00.000Z`;
}

/**
 * The draft rules of spec 2 §5: what every saved draft must hold (create, replace and updates
 * answer 422 with every failing field).
 */
export function draftRuleErrors(values: DraftValues): ReleaseFieldError[] {
  const errors: ReleaseFieldError[] = [];
  if (!values.title) errors.push(fieldError('title', RULE_MESSAGES.title));
  if (!values.coverKey) errors.push(fieldError('coverArt', RULE_MESSAGES.coverArt));
  if (!values.audioLanguage) errors.push(fieldError('audioLanguage', RULE_MESSAGES.audioLanguage));
  else if (!LANGUAGE_NAMES.has(values.audioLanguage)) errors.push(fieldError('audioLanguage', RULE_MESSAGES.audioLanguageListed));
  if (!values.format) errors.push(fieldError('format', RULE_MESSAGES.format));
  if (!values.label) errors.push(fieldError('label', RULE_MESSAGES.label));
  if (!values.releaseDate) errors.push(fieldError('releaseDate', RULE_MESSAGES.releaseDate));
  if (!values.originalReleaseDate) errors.push(fieldError('originalReleaseDate', RULE_MESSAGES.originalReleaseDate));
  if (!values.primaryGenre) errors.push(fieldError('primaryGenre', RULE_MESSAGES.primaryGenre));
  else if (!PRIMARY_GENRES.has(values.primaryGenre)) errors.push(fieldError('primaryGenre', RULE_MESSAGES.primaryGenreListed));
  if (values.secondaryGenre !== null && !GENRES.has(values.secondaryGenre)) errors.push(fieldError('secondaryGenre', RULE_MESSAGES.secondaryGenreListed));
  if (values.format === 'SINGLE' && values.tracks.length > 1) errors.push(fieldError('tracks', RULE_MESSAGES.singleTracks));
  if (values.clipStartTime !== null && values.clipEndTime !== null && values.clipEndTime <= values.clipStartTime) {
    errors.push(fieldError('clipEndTime', RULE_MESSAGES.clipOrder));
  }
  if (values.upc !== null && !isGtin(values.upc)) errors.push(fieldError('upc', RULE_MESSAGES.upcCheckDigit));
  values.tracks.forEach((track, index) => {
    if (track.secondaryGenre !== null && !GENRES.has(track.secondaryGenre)) {
      errors.push(fieldError(`tracks.${index}.secondaryGenre`, RULE_MESSAGES.secondaryGenreListed));
    }
    const first = values.tracks.findIndex((other) => other.isrc !== null && other.isrc === track.isrc);
    if (first !== -1 && first < index) errors.push(fieldError(`tracks.${index}.isrc`, RULE_MESSAGES.isrcTwice(first + 1)));
  });
  return errors;
}

/**
 * What still stops a release from being sent for review: the draft rules plus a track list,
 * audio and a title for every track and a primary artist.
 */
export function submitRuleErrors(values: DraftValues): ReleaseFieldError[] {
  const errors = draftRuleErrors(values);
  if (!values.artistId) errors.push(fieldError('artistId', RULE_MESSAGES.artistId));
  if (values.tracks.length === 0) errors.push(fieldError('tracks', RULE_MESSAGES.tracks));
  values.tracks.forEach((track, index) => {
    if (!track.title) errors.push(fieldError(`tracks.${index}.title`, RULE_MESSAGES.trackTitle));
    if (!track.audioKey) errors.push(fieldError(`tracks.${index}.audio`, RULE_MESSAGES.trackAudio));
  });
  if (!values.artists.some((artist) => artist.role === 'PRIMARY_ARTIST')) errors.push(fieldError('artists', RULE_MESSAGES.primaryArtist));
  return errors;
}

/** Which side of a single's mirrored fields the change came from. */
export interface ChangedSides {
  release: ReadonlySet<'audioKey' | 'duration' | 'isrc'>;
  tracks: boolean;
}

const MIRRORED = ['audioKey', 'duration', 'isrc'] as const;

/**
 * The rules that shape a draft after a change: "N/A" secondary genres become null; a single has
 * one track whose audio, duration and ISRC equal the release's (the side that changed wins); an
 * EP or album has no release-level audio, duration or ISRC; letting the streaming services pick
 * the clip clears its times.
 */
export function normalizeDraft(values: DraftValues, changed: ChangedSides): DraftValues {
  const next: DraftValues = { ...values, tracks: values.tracks.map((track) => ({ ...track })) };
  if (next.secondaryGenre === NO_GENRE) next.secondaryGenre = null;
  for (const track of next.tracks) if (track.secondaryGenre === NO_GENRE) track.secondaryGenre = null;
  if (next.specifyClipStartTime === 'StreamingServices') {
    next.clipStartTime = null;
    next.clipEndTime = null;
  }
  if (next.format === 'SINGLE') {
    if (next.tracks.length === 0) next.tracks = [{ ...EMPTY_TRACK, title: next.title }];
    const track = next.tracks[0] as TrackValues;
    track.title ??= next.title;
    for (const field of MIRRORED) {
      const value = changed.release.has(field) ? next[field] : changed.tracks ? track[field] : (next[field] ?? track[field]);
      (track[field] as unknown) = value;
      (next[field] as unknown) = value;
    }
  } else if (next.format !== null) {
    next.audioKey = null;
    next.duration = null;
    next.isrc = null;
  }
  return next;
}

/** The 422 of the release calls: the spec's message and every failing field. */
export function invalidDraft(fields: ReleaseFieldError[]): HttpError {
  return new HttpError(422, RULE_MESSAGES.invalidDraft, {}, { fields });
}
