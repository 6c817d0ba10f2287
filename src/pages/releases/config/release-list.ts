import type { ReleaseDisplayStatus } from '@/entities/release';
import { labelOf } from '@/shared/lib/labels';

/** The display statuses in the order of spec 2 §4 (the status filter's options). */
export const RELEASE_DISPLAY_STATUSES = [
  'INCOMPLETE',
  'DRAFT',
  'PENDING',
  'APPROVED',
  'DELIVERED',
  'ONLINE',
  'REJECTED',
  'TAKEN_DOWN',
] as const satisfies readonly ReleaseDisplayStatus[];

/** Only drafts can be deleted (`DELETE /releases/drafts/{id}`); an incomplete release is a draft too. */
export const DELETABLE_STATUSES: readonly ReleaseDisplayStatus[] = ['DRAFT', 'INCOMPLETE'];

export const RELEASE_FILTERS = ['published', 'draft'] as const;

/** The draft fields a missing-field list names (anything else is made readable from its key). */
const DRAFT_FIELD_LABELS: Readonly<Record<string, string>> = {
  audioLanguage: 'Audio language',
  coverArt: 'Cover art',
  format: 'Release format',
  label: 'Label',
  primaryGenre: 'Primary genre',
  secondaryGenre: 'Secondary genre',
  releaseDate: 'Release date',
  originalReleaseDate: 'Original release date',
  title: 'Title',
  tracks: 'Tracks',
  audio: 'Audio',
  advisory: 'Advisory',
  primaryArtists: 'Primary artist',
  upc: 'UPC/EAN',
  isrc: 'ISRC',
};

export const draftFieldLabel = (field: string): string => labelOf(DRAFT_FIELD_LABELS, field);

export const releaseEditHref = (releaseId: string) => `/dashboard/releases/${encodeURIComponent(releaseId)}/edit`;
