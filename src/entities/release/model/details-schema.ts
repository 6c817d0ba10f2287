import { PREVIOUS_DISTRIBUTORS, type PreviousDistributor } from '@/shared/api';
import { usDateToNoonIso } from '@/shared/lib/dates';
import { z } from '@/shared/lib/zod';
import type { Advisory, ReleaseOptions } from '../api/release-api';
import { ADVISORY_LABELS, RELEASE_FORMATS } from '../config/release-constants';
import { RELEASE_RULE_TEXTS as TEXTS } from '../config/rule-texts';

/** The secondary genre's "none" choice; stored as null (spec 2 §5). */
export const NO_GENRE = 'N/A';

const ADVISORIES = Object.keys(ADVISORY_LABELS) as [Advisory, ...Advisory[]];

/**
 * Text a form sends: Conform leaves out empty fields, a raw FormData sends ''. Rules are refinements
 * of the trimmed text rather than inner string schemas, which Conform would turn '' into undefined in.
 */
const text = () => z.string().optional().transform((value) => value?.trim() ?? '');
const required = (message: string, max = 200) =>
  text()
    .refine((value) => value !== '', message)
    .refine((value) => value.length <= max, TEXTS.tooLong);
const optional = (max = 200) =>
  text()
    .refine((value) => value.length <= max, TEXTS.tooLong)
    .transform((value) => value || null);
const matching = (pattern: RegExp, message: string) =>
  text()
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => value || null);
const isoDate = (value: string, context: z.RefinementCtx) =>
  usDateToNoonIso(value) ?? (context.addIssue({ code: 'custom', message: TEXTS.dateFormat }), z.NEVER);
const requiredDate = (message: string) => required(message).transform(isoDate);
const optionalDate = () => text().transform((value, context) => (value ? isoDate(value, context) : null));
const number = (max: number, message?: string) =>
  text().transform((value, context) => {
    if (!value) return null;
    const parsed = Number(value);
    if (Number.isFinite(parsed) && parsed >= 0 && parsed <= max) return parsed;
    context.addIssue({ code: 'custom', message: message ?? `Enter a number from 0 to ${max}.` });
    return z.NEVER;
  });

/** A price in USD (release or track): empty is none. */
export const priceSchema = number(10_000, TEXTS.price);

/** An ISRC as typed (hyphens and case aside); empty is none. */
export const isrcSchema = text()
  .transform((value) => value.replaceAll('-', '').toUpperCase())
  .refine((value) => value === '' || /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/.test(value), TEXTS.isrc)
  .transform((value) => value || null);

/** The ISRC as stored when `text` passes the rule, else null (a file's tag that is not one is ignored). */
export const isrcOf = (value: string): string | null => {
  const parsed = isrcSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Each field's own rule: the release draft's fields as a form types them, turned into draft values. */
export function releaseDetailFields(options?: Pick<ReleaseOptions, 'primaryGenres' | 'genres'>) {
  const primaryGenres = new Set(options?.primaryGenres ?? []);
  const genres = new Set(options?.genres ?? []);
  return z.object({
    title: required(TEXTS.titleRequired),
    titleVersion: optional(),
    format: z.enum(RELEASE_FORMATS, { error: TEXTS.formatRequired }),
    primaryGenre: required(TEXTS.primaryGenreRequired, 100).refine(
      (genre) => !genre || primaryGenres.size === 0 || primaryGenres.has(genre),
      TEXTS.primaryGenreUnknown,
    ),
    secondaryGenre: text()
      .refine((genre) => genre.length <= 100, TEXTS.tooLong)
      .refine((genre) => !genre || genre === NO_GENRE || genres.size === 0 || genres.has(genre), TEXTS.secondaryGenreUnknown)
      .transform((genre) => (genre && genre !== NO_GENRE ? genre : null)),
    advisory: z.enum(ADVISORIES).default('NONE'),
    recordingLocation: optional(100),
    audioLanguage: required(TEXTS.audioLanguageRequired, 100),
    upc: matching(/^[0-9]{12,13}$/, TEXTS.upc),
    isrc: isrcSchema,
    albumPrice: priceSchema,
    label: required(TEXTS.labelRequired),
    releaseDate: requiredDate(TEXTS.releaseDateRequired),
    originalReleaseDate: requiredDate(TEXTS.originalReleaseDateRequired),
    preOrderDate: optionalDate(),
    // A checkbox: sent as `on` when ticked, left out when not.
    previouslyReleased: text().transform((value) => value === 'on'),
    previousDistributor: text()
      .refine((value) => value === '' || (PREVIOUS_DISTRIBUTORS as readonly string[]).includes(value), TEXTS.previousDistributorRequired)
      .transform((value) => (value || null) as PreviousDistributor | null),
    specifyClipStartTime: z.enum(['StreamingServices', 'UserDefined']).default('StreamingServices'),
    clipStartTime: number(86_400),
    clipEndTime: number(86_400),
  });
}

export type ReleaseDetailFields = ReturnType<typeof releaseDetailFields>;
export type ReleaseDetailField = keyof ReleaseDetailFields['shape'];
type DetailValues = Partial<z.output<ReleaseDetailFields>>;

/** The rules between fields; each is checked when the form holds the fields it reads. */
function checkAcrossFields(value: DetailValues, context: z.RefinementCtx) {
  const { releaseDate, originalReleaseDate, preOrderDate } = value;
  const issue = (path: ReleaseDetailField, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  // Dates are noon UTC ISO texts: they compare as texts.
  if (releaseDate && preOrderDate && preOrderDate >= releaseDate) issue('preOrderDate', TEXTS.preOrderAfterRelease);
  if (value.previouslyReleased) {
    if (!value.previousDistributor) issue('previousDistributor', TEXTS.previousDistributorRequired);
    if (releaseDate && originalReleaseDate === releaseDate) issue('originalReleaseDate', TEXTS.previousReleaseDateEarlier);
  }
  const { clipStartTime, clipEndTime } = value;
  if (value.specifyClipStartTime === 'UserDefined' && clipStartTime != null && clipEndTime != null && clipEndTime <= clipStartTime) {
    issue('clipEndTime', TEXTS.clipRange);
  }
}

/**
 * Spec 2 §5's release details rules, one schema for the Create Release wizard and the edit page:
 * `names` picks the fields a form holds (the rules between fields among them apply too).
 */
export function releaseDetailsSchema<Name extends ReleaseDetailField = ReleaseDetailField>(
  options?: Pick<ReleaseOptions, 'primaryGenres' | 'genres'>,
  names?: readonly Name[],
) {
  const fields = releaseDetailFields(options);
  const mask = Object.fromEntries((names ?? Object.keys(fields.shape)).map((name) => [name, true])) as Record<Name, true>;
  return fields.pick<Record<Name, true>>(mask as never).superRefine((value, context) => checkAcrossFields(value as DetailValues, context));
}
