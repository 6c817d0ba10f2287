import { HttpError } from '../http/errors.js';
import { COUNTRY_CODES, GENRES, LANGUAGE_NAMES, PRIMARY_GENRES } from './options/release-options.js';
import { type DraftValues, EMPTY_TRACK, type ReleaseFieldError, type TrackValues } from './release-types.js';
import { RULE_MESSAGES as SHARED_MESSAGES, releaseRuleViolations, type RuleRelease, type RuleStage, type RuleViolation } from '../../src/shared/api/release-rules/index.js';

/** The release calls' own words; the rules' words are the shared rule set's (src/shared/api/release-rules). */
export const RULE_MESSAGES = {
  invalidDraft: 'Release draft is invalid, please fix the errors and try again',
  upcCheckDigit: SHARED_MESSAGES.UPC_INVALID,
  primaryArtist: SHARED_MESSAGES.PRIMARY_ARTIST_REQUIRED,
  artistId: SHARED_MESSAGES.ROSTER_ARTIST_REQUIRED,
  notYourAudio: 'This audio file was not uploaded by you: upload it again.',
} as const;

/** "N/A" in the genre pickers means no secondary genre. */
export const NO_GENRE = 'N/A';

/** A date-time as the chosen calendar day at 12:00:00 UTC (the day as the client wrote it). */
export function noonUtc(dateTime: string): string {
  return `${dateTime.slice(0, 10)}T12:00:00.000Z`;
}

const LISTS = { primaryGenres: PRIMARY_GENRES, genres: GENRES, languages: LANGUAGE_NAMES, countries: COUNTRY_CODES };

/** What the shared rules read of a stored release. */
export function ruleReleaseOf(values: DraftValues): RuleRelease {
  return {
    ...values,
    hasCover: values.coverKey !== null,
    tracks: values.tracks.map((track) => ({ ...track, hasAudio: track.audioKey !== null })),
  };
}

/** Every rule of the shared rule set the stored release breaks at `stage`, as the contract's field errors. */
export function ruleErrors(values: DraftValues, stage: RuleStage, only = false): RuleViolation[] {
  return releaseRuleViolations(ruleReleaseOf(values), { stage, only, lists: LISTS });
}

/** What every saved draft must hold (create, replace and updates answer 422 with every broken rule). */
export function draftRuleErrors(values: DraftValues): ReleaseFieldError[] {
  return ruleErrors(values, 'draft');
}

/** What still stops a release from being sent for review: every rule up to the review stage. */
export function submitRuleErrors(values: DraftValues): ReleaseFieldError[] {
  return ruleErrors(values, 'review');
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
 * EP or album has no release-level audio, duration or ISRC; a release not out before has no
 * previous distributor; letting the streaming services pick the clip clears its times.
 */
export function normalizeDraft(values: DraftValues, changed: ChangedSides): DraftValues {
  const next: DraftValues = { ...values, tracks: values.tracks.map((track) => ({ ...track })) };
  if (next.secondaryGenre === NO_GENRE) next.secondaryGenre = null;
  for (const track of next.tracks) if (track.secondaryGenre === NO_GENRE) track.secondaryGenre = null;
  if (!next.previouslyReleased) next.previousDistributor = null;
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
