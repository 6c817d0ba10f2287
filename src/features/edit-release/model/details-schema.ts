import { ADVISORY_LABELS, RELEASE_FORMATS, RELEASE_RULE_TEXTS, type Advisory, type ReleaseOptions } from '@/entities/release';
import { PREVIOUS_DISTRIBUTORS, type PreviousDistributor } from '@/shared/api';
import { z } from '@/shared/lib/zod';
import type { DraftChanges } from '../lib/draft-changes';
import { usDateToNoonIso } from '@/shared/lib/dates';

/** The secondary genre's "none" choice; stored as null (spec 2 §5). */
export const NO_GENRE = 'N/A';

/** The release rules' texts (shared with the Create Release wizard). */
export const DETAIL_TEXTS = RELEASE_RULE_TEXTS;

const ADVISORIES = Object.keys(ADVISORY_LABELS) as [Advisory, ...Advisory[]];

/**
 * Text a form sends: Conform leaves out empty fields, a raw FormData sends ''. Rules are refinements
 * of the trimmed text rather than inner string schemas, which Conform would turn '' into undefined in.
 */
const text = () => z.string().optional().transform((value) => value?.trim() ?? '');
const required = (message: string, max = 200) =>
  text()
    .refine((value) => value !== '', message)
    .refine((value) => value.length <= max, DETAIL_TEXTS.tooLong);
const optional = (max = 200) =>
  text()
    .refine((value) => value.length <= max, DETAIL_TEXTS.tooLong)
    .transform((value) => value || null);
const matching = (pattern: RegExp, message: string) =>
  text()
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => value || null);

const requiredDate = (message: string) =>
  required(message).transform((value, context) => usDateToNoonIso(value) ?? (context.addIssue({ code: 'custom', message: DETAIL_TEXTS.dateFormat }), z.NEVER));
const optionalDate = () =>
  text().transform((value, context) => {
    if (!value) return null;
    return usDateToNoonIso(value) ?? (context.addIssue({ code: 'custom', message: DETAIL_TEXTS.dateFormat }), z.NEVER);
  });

export const priceSchema = text().transform((value, context) => {
  if (!value) return null;
  const price = Number(value);
  if (!Number.isFinite(price) || price < 0 || price > 10000) {
    context.addIssue({ code: 'custom', message: DETAIL_TEXTS.price });
    return z.NEVER;
  }
  return price;
});

export const isrcSchema = text()
  .transform((value) => value.replaceAll('-', '').toUpperCase())
  .refine((value) => value === '' || /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/.test(value), DETAIL_TEXTS.isrc)
  .transform((value) => value || null);

/** Spec 2 §5's release draft rules for the details and dates forms (genres from the option lists). */
export function createDetailsSchema(options: Pick<ReleaseOptions, 'primaryGenres' | 'genres'> | undefined) {
  const primaryGenres = new Set(options?.primaryGenres ?? []);
  const genres = new Set(options?.genres ?? []);
  return z.object({
    title: required(DETAIL_TEXTS.titleRequired),
    titleVersion: optional(),
    format: z.enum(RELEASE_FORMATS, { error: DETAIL_TEXTS.formatRequired }),
    primaryGenre: required(DETAIL_TEXTS.primaryGenreRequired, 100).refine(
      (genre) => primaryGenres.size === 0 || primaryGenres.has(genre),
      DETAIL_TEXTS.primaryGenreUnknown,
    ),
    secondaryGenre: text()
      .refine((genre) => !genre || genre === NO_GENRE || genres.size === 0 || genres.has(genre), DETAIL_TEXTS.secondaryGenreUnknown)
      .transform((genre) => (genre && genre !== NO_GENRE ? genre : null)),
    advisory: z.enum(ADVISORIES),
    recordingLocation: optional(100),
    audioLanguage: required(DETAIL_TEXTS.audioLanguageRequired, 100),
    upc: matching(/^[0-9]{12,13}$/, DETAIL_TEXTS.upc),
    isrc: isrcSchema,
    albumPrice: priceSchema,
    label: required(DETAIL_TEXTS.labelRequired),
    releaseDate: requiredDate(DETAIL_TEXTS.releaseDateRequired),
    originalReleaseDate: requiredDate(DETAIL_TEXTS.originalReleaseDateRequired),
    preOrderDate: optionalDate(),
    // A checkbox: sent as `on` when ticked, left out when not.
    previouslyReleased: text().transform((value) => value === 'on'),
    previousDistributor: text()
      .refine((value) => value === '' || (PREVIOUS_DISTRIBUTORS as readonly string[]).includes(value), DETAIL_TEXTS.previousDistributorRequired)
      .transform((value) => (value || null) as PreviousDistributor | null),
  });
}

export type DetailsSchema = ReturnType<typeof createDetailsSchema>;
export type DetailField = keyof DetailsSchema['shape'];

/**
 * The valid fields among `names` of a form's current values, as draft values: a field that breaks
 * its rule is not saved (its message shows on the field instead).
 */
export function validDraftValues(schema: DetailsSchema, values: Readonly<Record<string, unknown>>, names: readonly DetailField[]): DraftChanges {
  const changes: Record<string, unknown> = {};
  for (const name of names) {
    const result = schema.shape[name].safeParse(values[name]);
    if (result.success) changes[name] = result.data;
  }
  return changes as DraftChanges;
}
