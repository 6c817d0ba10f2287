import type { Release, ReleaseDraft, StoredFile } from '@/entities/release';

/** The fields of a release the edit page changes: every field the contract's `ReleaseDraft` takes but `artistId`. */
export type EditableField = Exclude<keyof ReleaseDraft, 'artistId'>;

// Keyed by the contract's type: a field added to or dropped from `ReleaseDraft` fails the type check here.
const EDITABLE: Record<EditableField, true> = {
  title: true,
  titleVersion: true,
  label: true,
  format: true,
  primaryGenre: true,
  secondaryGenre: true,
  advisory: true,
  audioLanguage: true,
  recordingLocation: true,
  releaseDate: true,
  originalReleaseDate: true,
  preOrderDate: true,
  previouslyReleased: true,
  previousDistributor: true,
  territories: true,
  upc: true,
  isrc: true,
  audio: true,
  duration: true,
  specifyClipStartTime: true,
  clipStartTime: true,
  clipEndTime: true,
  albumPrice: true,
  tracks: true,
  artists: true,
  contributors: true,
};

export const EDITABLE_FIELDS = Object.keys(EDITABLE) as EditableField[];

/** Changes not yet saved, field by field. */
export type DraftChanges = Partial<Pick<ReleaseDraft, EditableField>>;

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The editable fields of a release as the server has them. */
export function savedValues(release: Release): DraftChanges {
  const values: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) values[field] = release[field];
  return values as DraftChanges;
}

/** `changes` without the fields whose value is what the server already has. */
export function withoutUnchanged(changes: DraftChanges, saved: DraftChanges): DraftChanges {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (!sameValue(value, saved[field as EditableField])) kept[field] = value;
  }
  return kept as DraftChanges;
}

/** After a save of `sent`: what is still pending (a field changed again meanwhile stays). */
export function withoutSent(pending: DraftChanges, sent: DraftChanges): DraftChanges {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(pending)) {
    if (!(field in sent) || !sameValue(value, sent[field as EditableField])) kept[field] = value;
  }
  return kept as DraftChanges;
}

export const hasChanges = (changes: DraftChanges) => Object.keys(changes).length > 0;

/** A stored file as a request sends it: its signed links are answers only. */
const storedFile = (file: StoredFile | null | undefined) => (file ? { bucket: file.bucket, location: file.location } : file);

/** The PATCH body for `changes`: read-only parts of stored files left out. */
export function toRequestBody(changes: DraftChanges): ReleaseDraft {
  const body: ReleaseDraft = { ...changes };
  if ('audio' in changes) body.audio = storedFile(changes.audio);
  if (changes.tracks) body.tracks = changes.tracks.map((track) => ('audio' in track ? { ...track, audio: storedFile(track.audio) } : track));
  return body;
}
