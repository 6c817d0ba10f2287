import { RELEASE_RULE_TEXTS, type Advisory, type ClipStartMode, type ReleaseFormat } from '@/entities/release';
import { PREVIOUS_DISTRIBUTORS } from '@/shared/api';
import { z } from '@/shared/lib/zod';
import { parseUsDate } from '@/shared/lib/dates';

/** The release rules' texts, and the wizard's own failures. */
export const DRAFT_TEXTS = {
  ...RELEASE_RULE_TEXTS,
  createFailed: 'Something went wrong, please try again later.',
  noArtist: 'Choose an artist on your roster first.',
} as const;

/** Every field of the wizard as the user types it (texts; empty is unset). */
export interface DraftFields {
  title: string;
  format: ReleaseFormat | '';
  titleVersion: string;
  label: string;
  primaryGenre: string;
  secondaryGenre: string;
  advisory: Advisory;
  recordingLocation: string;
  audioLanguage: string;
  releaseDate: string;
  originalReleaseDate: string;
  preOrderDate: string;
  /** `on` when the release was out before (a checkbox's value), else empty. */
  previouslyReleased: string;
  previousDistributor: string;
  upc: string;
  isrc: string;
  specifyClipStartTime: ClipStartMode;
  clipStartTime: number | null;
  clipEndTime: number | null;
}

export const EMPTY_FIELDS: DraftFields = {
  title: '',
  format: '',
  titleVersion: '',
  label: '',
  primaryGenre: '',
  secondaryGenre: '',
  advisory: 'NONE',
  recordingLocation: '',
  audioLanguage: '',
  releaseDate: '',
  originalReleaseDate: '',
  preOrderDate: '',
  previouslyReleased: '',
  previousDistributor: '',
  upc: '',
  isrc: '',
  specifyClipStartTime: 'StreamingServices',
  clipStartTime: null,
  clipEndTime: null,
};

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);
const optional = (max = 200) => z.string().trim().max(max).optional();
const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((text) => parseUsDate(text) !== null, DRAFT_TEXTS.dateFormat);
const time = z.coerce.number().min(0).max(86_400).optional();

const dayNumber = (text: string | undefined) => {
  const parsed = text ? parseUsDate(text) : null;
  return parsed ? Date.UTC(parsed.year, parsed.month - 1, parsed.day) : null;
};

const isrcField = z
  .string()
  .trim()
  .transform((text) => text.replace(/-/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/, DRAFT_TEXTS.isrc));

/** The ISRC as stored when `text` passes the rule, else null (a file's tag that is not one is ignored). */
export const isrcOf = (text: string): string | null => {
  const parsed = isrcField.safeParse(text);
  return parsed.success ? parsed.data : null;
};

/** Step 3 "Add Release Details" (Reading B's fields); the submit waits for it (spec 2 §5). */
export const releaseDetailsSchema = z
  .object({
    title: required(DRAFT_TEXTS.titleRequired),
    titleVersion: optional(),
    label: required(DRAFT_TEXTS.labelRequired),
    primaryGenre: required(DRAFT_TEXTS.primaryGenreRequired),
    secondaryGenre: optional(100),
    advisory: z.enum(['NONE', 'CLEAN', 'EXPLICIT']).default('NONE'),
    recordingLocation: optional(100),
    audioLanguage: required(DRAFT_TEXTS.audioLanguageRequired),
    releaseDate: requiredDate(DRAFT_TEXTS.releaseDateRequired),
    originalReleaseDate: requiredDate(DRAFT_TEXTS.originalReleaseDateRequired),
    preOrderDate: z
      .string()
      .trim()
      .refine((text) => parseUsDate(text) !== null, DRAFT_TEXTS.dateFormat)
      .optional(),
    previouslyReleased: z.literal('on').optional(),
    previousDistributor: z.enum(PREVIOUS_DISTRIBUTORS).optional(),
    upc: z.string().trim().regex(/^\d{12,13}$/, DRAFT_TEXTS.upc).optional(),
    isrc: isrcField.optional(),
    specifyClipStartTime: z.enum(['StreamingServices', 'UserDefined']).default('StreamingServices'),
    clipStartTime: time,
    clipEndTime: time,
  })
  .superRefine((value, context) => {
    const release = dayNumber(value.releaseDate);
    const preOrder = dayNumber(value.preOrderDate);
    if (value.previouslyReleased === 'on') {
      if (!value.previousDistributor) context.addIssue({ code: 'custom', path: ['previousDistributor'], message: DRAFT_TEXTS.previousDistributorRequired });
      if (release !== null && dayNumber(value.originalReleaseDate) === release) {
        context.addIssue({ code: 'custom', path: ['originalReleaseDate'], message: DRAFT_TEXTS.previousReleaseDateEarlier });
      }
    }
    if (release !== null && preOrder !== null && preOrder >= release) {
      context.addIssue({ code: 'custom', path: ['preOrderDate'], message: DRAFT_TEXTS.preOrderAfterRelease });
    }
    if (
      value.specifyClipStartTime === 'UserDefined' &&
      value.clipStartTime !== undefined &&
      value.clipEndTime !== undefined &&
      value.clipEndTime <= value.clipStartTime
    ) {
      context.addIssue({ code: 'custom', path: ['clipEndTime'], message: DRAFT_TEXTS.clipRange });
    }
  });

export type ReleaseDetails = z.infer<typeof releaseDetailsSchema>;

/** The wizard's fields as a form would submit them: blank texts and unset numbers left out. */
export function detailsInput(fields: DraftFields): Record<string, string | number> {
  const input: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'format' || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    input[key] = value;
  }
  return input;
}

/** The details step's validity, recomputed on every change (spec 2 §4). */
export const detailsAreValid = (fields: DraftFields) => releaseDetailsSchema.safeParse(detailsInput(fields)).success;
