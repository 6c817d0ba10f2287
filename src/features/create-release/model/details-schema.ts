import {
  RELEASE_RULE_TEXTS,
  releaseDetailsSchema,
  type Advisory,
  type ClipStartMode,
  type ReleaseFormat,
  type ReleaseOptions,
} from '@/entities/release';
import type { z } from '@/shared/lib/zod';

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

/** The details step's fields: the wizard's own but the format (its first step's). */
const WIZARD_DETAILS = Object.keys(EMPTY_FIELDS).filter((name) => name !== 'format') as Exclude<keyof DraftFields, 'format'>[];

/** Step 3 "Add Release Details" (Reading B's fields, the genres from `options` once loaded); the submit waits for it (spec 2 §5). */
export const wizardDetailsSchema = (options?: Pick<ReleaseOptions, 'primaryGenres' | 'genres'>) => releaseDetailsSchema(options, WIZARD_DETAILS);

export type WizardDetails = z.output<ReturnType<typeof wizardDetailsSchema>>;

const detailsSchema = wizardDetailsSchema();

/** The wizard's fields as a form would submit them: blank texts and unset numbers left out. */
export function detailsInput(fields: DraftFields): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'format' || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    input[key] = String(value);
  }
  return input;
}

/** The details step's validity, recomputed on every change (spec 2 §4). */
export const detailsAreValid = (fields: DraftFields) => detailsSchema.safeParse(detailsInput(fields)).success;
