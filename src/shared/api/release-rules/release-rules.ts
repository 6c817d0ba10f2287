import type { components } from '../generated/openapi';
import { isValidUpc } from '../../neutral';
import { isWorldwide, WORLDWIDE } from './release-details';

export type ReleaseRuleCode = components['schemas']['ReleaseRuleCode'];

/**
 * When a rule starts to hold: `draft` for every saved draft, `review` to be sent for review (what
 * the artist fixes), `delivery` to be sent to the stores (what the team adds: UPC, ISRCs).
 */
export type RuleStage = 'draft' | 'review' | 'delivery';
const STAGES: readonly RuleStage[] = ['draft', 'review', 'delivery'];

/** Where a broken rule is fixed: a tab of the release's edit page, a tab of one track's page, or the moderator's review. */
export type RuleFix =
  | { place: 'release'; tab: 'details' | 'artists' | 'tracks' | 'credits' | 'dates'; field: string }
  | { place: 'track'; trackTab: 'details' | 'artists' | 'credits' | 'writers'; field: string }
  | { place: 'moderator'; section: 'identifiers' };

/** What the rules read of a release: the contract's fields, files as "is there one". */
export interface RuleTrack {
  title?: string | null;
  hasAudio: boolean;
  isrc: string | null;
  secondaryGenre: string | null;
  writers: readonly { role: string }[];
}
export interface RuleRelease {
  artistId: string | null;
  title: string | null;
  hasCover: boolean;
  format: string | null;
  audioLanguage: string | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  label: string | null;
  /** ISO dates or date-times; compared by their calendar day. */
  releaseDate: string | null;
  originalReleaseDate: string | null;
  preOrderDate: string | null;
  previouslyReleased: boolean;
  previousDistributor: string | null;
  /** `["WORLD"]` or country codes. */
  territories: readonly string[];
  upc: string | null;
  clipStartTime: number | null;
  clipEndTime: number | null;
  artists: readonly { role: string }[];
  tracks: readonly RuleTrack[];
}

/** The option lists the "one of the listed …" rules check against; left out where they are not at hand. */
export interface RuleLists {
  primaryGenres: ReadonlySet<string>;
  genres: ReadonlySet<string>;
  languages: ReadonlySet<string>;
  /** ISO 3166-1 alpha-2 codes a territory may be. */
  countries: ReadonlySet<string>;
}

export interface RuleViolation {
  code: ReleaseRuleCode;
  /** The release field as a path (`tracks.0.writers`), as the contract's ReleaseFieldError names it. */
  field: string;
  message: string;
}

/** A songwriter is a writer of the song itself; an arranger or a publisher alone is not enough for the stores. */
export const SONGWRITER_ROLES: readonly string[] = ['COMPOSER', 'LYRICIST'];

/** The ℗ and © lines the stores print: the label (rule LABEL_REQUIRED) and the year of first release. */
export function rightsLines(label: string, firstReleased: string): { pLine: string; cLine: string } {
  const year = firstReleased.slice(0, 4);
  return { pLine: `℗ ${year} ${label}`, cLine: `© ${year} ${label}` };
}

interface Rule {
  stage: RuleStage;
  /** The rule in one line, for a checklist of every rule. */
  title: string;
  fix: RuleFix;
}

const release = (tab: Extract<RuleFix, { place: 'release' }>['tab'], field: string): RuleFix => ({ place: 'release', tab, field });
const track = (trackTab: Extract<RuleFix, { place: 'track' }>['trackTab'], field: string): RuleFix => ({ place: 'track', trackTab, field });

/**
 * The one rule set of a release: the app's readiness checklist, the server's refusals (saving,
 * submission, delivery) and the moderator's review all read it. Order is the order people read
 * them in: the release's fields, then its people, then its tracks.
 */
export const RELEASE_RULES = {
  TITLE_REQUIRED: { stage: 'draft', title: 'A title', fix: release('details', 'title') },
  COVER_REQUIRED: { stage: 'draft', title: 'Cover art', fix: release('details', 'coverArt') },
  AUDIO_LANGUAGE_REQUIRED: { stage: 'draft', title: 'The audio language', fix: release('details', 'audioLanguage') },
  AUDIO_LANGUAGE_LISTED: { stage: 'draft', title: 'A listed audio language', fix: release('details', 'audioLanguage') },
  FORMAT_REQUIRED: { stage: 'draft', title: 'The release format', fix: release('details', 'format') },
  LABEL_REQUIRED: { stage: 'draft', title: 'A label, the ℗ and © holder', fix: release('dates', 'label') },
  RELEASE_DATE_REQUIRED: { stage: 'draft', title: 'A release date', fix: release('dates', 'releaseDate') },
  ORIGINAL_RELEASE_DATE_REQUIRED: { stage: 'draft', title: 'An original release date', fix: release('dates', 'originalReleaseDate') },
  PRIMARY_GENRE_REQUIRED: { stage: 'draft', title: 'A primary genre', fix: release('details', 'primaryGenre') },
  PRIMARY_GENRE_LISTED: { stage: 'draft', title: 'A listed primary genre', fix: release('details', 'primaryGenre') },
  SECONDARY_GENRE_LISTED: { stage: 'draft', title: 'A listed secondary genre', fix: release('details', 'secondaryGenre') },
  SINGLE_ONE_TRACK: { stage: 'draft', title: 'One track on a single', fix: release('tracks', 'tracks') },
  CLIP_ORDER: { stage: 'draft', title: 'A clip that ends after it starts', fix: release('details', 'clipEndTime') },
  UPC_INVALID: { stage: 'draft', title: 'A valid UPC/EAN, when one is given', fix: release('details', 'upc') },
  TRACK_SECONDARY_GENRE_LISTED: { stage: 'draft', title: 'Listed track genres', fix: track('details', 'secondaryGenre') },
  TRACK_ISRC_DUPLICATE: { stage: 'draft', title: 'An ISRC of its own for every track', fix: track('details', 'isrc') },
  TERRITORIES_LISTED: { stage: 'draft', title: 'Worldwide, or listed countries', fix: release('dates', 'territories') },
  ORIGINAL_RELEASE_DATE_AFTER_RELEASE: { stage: 'review', title: 'An original release date on or before the release date', fix: release('dates', 'originalReleaseDate') },
  PREVIOUS_RELEASE_DATE_EARLIER: { stage: 'review', title: 'For a release that was out before, the day it first came out', fix: release('dates', 'originalReleaseDate') },
  PREVIOUS_DISTRIBUTOR_REQUIRED: { stage: 'review', title: 'For a release that was out before, its previous distributor', fix: release('dates', 'previousDistributor') },
  PRE_ORDER_DATE_NOT_BEFORE_RELEASE: { stage: 'review', title: 'A pre-order date before the release date', fix: release('dates', 'preOrderDate') },
  ROSTER_ARTIST_REQUIRED: { stage: 'review', title: 'The roster artist the release is for', fix: release('artists', 'artistId') },
  PRIMARY_ARTIST_REQUIRED: { stage: 'review', title: 'A primary artist', fix: release('artists', 'artists') },
  TRACKS_REQUIRED: { stage: 'review', title: 'At least one track', fix: release('tracks', 'tracks') },
  TRACK_TITLE_REQUIRED: { stage: 'review', title: 'A title for every track', fix: track('details', 'title') },
  TRACK_AUDIO_REQUIRED: { stage: 'review', title: 'Audio for every track', fix: track('details', 'audio') },
  TRACK_WRITER_REQUIRED: { stage: 'review', title: 'A songwriter (composer or lyricist) for every track', fix: track('writers', 'writers') },
  UPC_MISSING: { stage: 'delivery', title: 'A UPC', fix: { place: 'moderator', section: 'identifiers' } },
  TRACK_ISRC_MISSING: { stage: 'delivery', title: 'An ISRC for every track', fix: { place: 'moderator', section: 'identifiers' } },
} as const satisfies Record<ReleaseRuleCode, Rule>;

/** Spec 2 §5's messages word for word where it gives them; the others in the same voice. */
export const RULE_MESSAGES = {
  TITLE_REQUIRED: 'Title is required.',
  COVER_REQUIRED: 'Cover art is required.',
  AUDIO_LANGUAGE_REQUIRED: 'Audio language is required.',
  AUDIO_LANGUAGE_LISTED: 'Audio language must be one of the listed languages.',
  FORMAT_REQUIRED: 'Release format is required.',
  LABEL_REQUIRED: 'Label is required.',
  RELEASE_DATE_REQUIRED: 'Release date is required.',
  ORIGINAL_RELEASE_DATE_REQUIRED: 'Original release date is required.',
  PRIMARY_GENRE_REQUIRED: 'Primary genre is required.',
  PRIMARY_GENRE_LISTED: 'Primary genre must be one of the listed genres.',
  SECONDARY_GENRE_LISTED: 'Secondary genre must be one of the listed genres.',
  SINGLE_ONE_TRACK: 'A single has exactly one track.',
  CLIP_ORDER: 'Clip end time must be after the clip start time.',
  UPC_INVALID: 'UPC must be 12 or 13 digits with a correct check digit.',
  TRACK_SECONDARY_GENRE_LISTED: 'Secondary genre must be one of the listed genres.',
  TRACK_ISRC_DUPLICATE: (first: number) => `This ISRC is already on track ${first}; every track needs its own.`,
  TERRITORIES_LISTED: 'Choose worldwide, or one or more listed countries.',
  ORIGINAL_RELEASE_DATE_AFTER_RELEASE: 'The original release date cannot be after the release date.',
  PREVIOUS_RELEASE_DATE_EARLIER: 'A release that was out before needs the day it first came out, before this release date.',
  PREVIOUS_DISTRIBUTOR_REQUIRED: 'Choose the distributor the release was out with before.',
  PRE_ORDER_DATE_NOT_BEFORE_RELEASE: 'The pre-order date must be before the release date.',
  ROSTER_ARTIST_REQUIRED: 'Choose the roster artist the release is for.',
  PRIMARY_ARTIST_REQUIRED: 'Add a primary artist.',
  TRACKS_REQUIRED: 'Add at least one track.',
  TRACK_TITLE_REQUIRED: 'Track title is required.',
  TRACK_AUDIO_REQUIRED: 'Track audio is required.',
  TRACK_WRITER_REQUIRED: 'Add a songwriter (a composer or a lyricist): the stores need one for every track.',
  UPC_MISSING: 'The release has no UPC.',
  TRACK_ISRC_MISSING: (number: number) => `Track ${number} has no ISRC.`,
} as const satisfies Record<ReleaseRuleCode, string | ((n: number) => string)>;

const day = (value: string) => value.slice(0, 10);

type Check = (release: RuleRelease, lists: RuleLists | undefined) => (Omit<RuleViolation, 'code'> | null)[];

const one = (broken: boolean, field: string, message: string) => [broken ? { field, message } : null];
const perTrack = (release: RuleRelease, broken: (track: RuleTrack, index: number) => string | null, sub: string) =>
  release.tracks.map((entry, index) => {
    const message = broken(entry, index);
    return message === null ? null : { field: `tracks.${index}.${sub}`, message };
  });
const unlisted = (value: string | null, list: ReadonlySet<string> | undefined) => value !== null && value !== '' && list !== undefined && !list.has(value);

/** Worldwide alone, or at least one country, each listed (when the list is at hand) and named once. */
function territoriesListed(territories: readonly string[], countries: ReadonlySet<string> | undefined): boolean {
  if (isWorldwide(territories)) return true;
  if (territories.length === 0 || new Set(territories).size !== territories.length) return false;
  return territories.every((code) => code !== WORLDWIDE && /^[A-Z]{2}$/.test(code) && (countries === undefined || countries.has(code)));
}

const CHECKS: Record<ReleaseRuleCode, Check> = {
  TITLE_REQUIRED: (r) => one(!r.title, 'title', RULE_MESSAGES.TITLE_REQUIRED),
  COVER_REQUIRED: (r) => one(!r.hasCover, 'coverArt', RULE_MESSAGES.COVER_REQUIRED),
  AUDIO_LANGUAGE_REQUIRED: (r) => one(!r.audioLanguage, 'audioLanguage', RULE_MESSAGES.AUDIO_LANGUAGE_REQUIRED),
  AUDIO_LANGUAGE_LISTED: (r, lists) => one(unlisted(r.audioLanguage, lists?.languages), 'audioLanguage', RULE_MESSAGES.AUDIO_LANGUAGE_LISTED),
  FORMAT_REQUIRED: (r) => one(!r.format, 'format', RULE_MESSAGES.FORMAT_REQUIRED),
  LABEL_REQUIRED: (r) => one(!r.label, 'label', RULE_MESSAGES.LABEL_REQUIRED),
  RELEASE_DATE_REQUIRED: (r) => one(!r.releaseDate, 'releaseDate', RULE_MESSAGES.RELEASE_DATE_REQUIRED),
  ORIGINAL_RELEASE_DATE_REQUIRED: (r) => one(!r.originalReleaseDate, 'originalReleaseDate', RULE_MESSAGES.ORIGINAL_RELEASE_DATE_REQUIRED),
  PRIMARY_GENRE_REQUIRED: (r) => one(!r.primaryGenre, 'primaryGenre', RULE_MESSAGES.PRIMARY_GENRE_REQUIRED),
  PRIMARY_GENRE_LISTED: (r, lists) => one(unlisted(r.primaryGenre, lists?.primaryGenres), 'primaryGenre', RULE_MESSAGES.PRIMARY_GENRE_LISTED),
  SECONDARY_GENRE_LISTED: (r, lists) => one(unlisted(r.secondaryGenre, lists?.genres), 'secondaryGenre', RULE_MESSAGES.SECONDARY_GENRE_LISTED),
  SINGLE_ONE_TRACK: (r) => one(r.format === 'SINGLE' && r.tracks.length > 1, 'tracks', RULE_MESSAGES.SINGLE_ONE_TRACK),
  CLIP_ORDER: (r) =>
    one(r.clipStartTime !== null && r.clipEndTime !== null && r.clipEndTime <= r.clipStartTime, 'clipEndTime', RULE_MESSAGES.CLIP_ORDER),
  UPC_INVALID: (r) => one(r.upc !== null && r.upc !== '' && !isValidUpc(r.upc), 'upc', RULE_MESSAGES.UPC_INVALID),
  TRACK_SECONDARY_GENRE_LISTED: (r, lists) =>
    perTrack(r, (entry) => (unlisted(entry.secondaryGenre, lists?.genres) ? RULE_MESSAGES.TRACK_SECONDARY_GENRE_LISTED : null), 'secondaryGenre'),
  TRACK_ISRC_DUPLICATE: (r) =>
    perTrack(
      r,
      (entry, index) => {
        const first = r.tracks.findIndex((other) => other.isrc !== null && other.isrc === entry.isrc);
        return first !== -1 && first < index ? RULE_MESSAGES.TRACK_ISRC_DUPLICATE(first + 1) : null;
      },
      'isrc',
    ),
  TERRITORIES_LISTED: (r, lists) => one(!territoriesListed(r.territories, lists?.countries), 'territories', RULE_MESSAGES.TERRITORIES_LISTED),
  ORIGINAL_RELEASE_DATE_AFTER_RELEASE: (r) =>
    one(
      r.releaseDate !== null && r.originalReleaseDate !== null && day(r.originalReleaseDate) > day(r.releaseDate),
      'originalReleaseDate',
      RULE_MESSAGES.ORIGINAL_RELEASE_DATE_AFTER_RELEASE,
    ),
  // A later original date is ORIGINAL_RELEASE_DATE_AFTER_RELEASE's; this one is the same day.
  PREVIOUS_RELEASE_DATE_EARLIER: (r) =>
    one(
      r.previouslyReleased && r.releaseDate !== null && r.originalReleaseDate !== null && day(r.originalReleaseDate) === day(r.releaseDate),
      'originalReleaseDate',
      RULE_MESSAGES.PREVIOUS_RELEASE_DATE_EARLIER,
    ),
  PREVIOUS_DISTRIBUTOR_REQUIRED: (r) => one(r.previouslyReleased && !r.previousDistributor, 'previousDistributor', RULE_MESSAGES.PREVIOUS_DISTRIBUTOR_REQUIRED),
  PRE_ORDER_DATE_NOT_BEFORE_RELEASE: (r) =>
    one(r.releaseDate !== null && r.preOrderDate !== null && day(r.preOrderDate) >= day(r.releaseDate), 'preOrderDate', RULE_MESSAGES.PRE_ORDER_DATE_NOT_BEFORE_RELEASE),
  ROSTER_ARTIST_REQUIRED: (r) => one(!r.artistId, 'artistId', RULE_MESSAGES.ROSTER_ARTIST_REQUIRED),
  PRIMARY_ARTIST_REQUIRED: (r) => one(!r.artists.some((artist) => artist.role === 'PRIMARY_ARTIST'), 'artists', RULE_MESSAGES.PRIMARY_ARTIST_REQUIRED),
  TRACKS_REQUIRED: (r) => one(r.tracks.length === 0, 'tracks', RULE_MESSAGES.TRACKS_REQUIRED),
  TRACK_TITLE_REQUIRED: (r) => perTrack(r, (entry) => (entry.title ? null : RULE_MESSAGES.TRACK_TITLE_REQUIRED), 'title'),
  TRACK_AUDIO_REQUIRED: (r) => perTrack(r, (entry) => (entry.hasAudio ? null : RULE_MESSAGES.TRACK_AUDIO_REQUIRED), 'audio'),
  TRACK_WRITER_REQUIRED: (r) =>
    perTrack(r, (entry) => (entry.writers.some((writer) => SONGWRITER_ROLES.includes(writer.role)) ? null : RULE_MESSAGES.TRACK_WRITER_REQUIRED), 'writers'),
  UPC_MISSING: (r) => one(!r.upc, 'upc', RULE_MESSAGES.UPC_MISSING),
  TRACK_ISRC_MISSING: (r) => perTrack(r, (entry, index) => (entry.isrc ? null : RULE_MESSAGES.TRACK_ISRC_MISSING(index + 1)), 'isrc'),
};

export const RELEASE_RULE_CODES = Object.keys(RELEASE_RULES) as ReleaseRuleCode[];

export interface RuleOptions {
  /** Every rule up to this stage (default), or with `only`, the rules of this stage alone. */
  stage: RuleStage;
  only?: boolean;
  lists?: RuleLists;
}

/** The rules a release is held to at `stage`, in reading order. */
export function rulesAt({ stage, only = false }: Pick<RuleOptions, 'stage' | 'only'>): ReleaseRuleCode[] {
  const upTo = STAGES.indexOf(stage);
  return RELEASE_RULE_CODES.filter((code) => {
    const at = STAGES.indexOf(RELEASE_RULES[code].stage);
    return only ? at === upTo : at <= upTo;
  });
}

/** Every rule the release breaks at `stage`, with the field and the message people read. */
export function releaseRuleViolations(release: RuleRelease, options: RuleOptions): RuleViolation[] {
  return rulesAt(options).flatMap((code) =>
    CHECKS[code](release, options.lists).flatMap((broken) => (broken ? [{ code, field: broken.field, message: broken.message }] : [])),
  );
}

export const isReleaseRuleCode = (code: string | undefined): code is ReleaseRuleCode => code !== undefined && code in RELEASE_RULES;
