import { STORAGE_KEY } from '../storage/storage.js';
import { type ChangedSides, normalizeDraft, noonUtc, RULE_MESSAGES } from './release-rules.js';
import type { DraftValues, ReleaseDraft, ReleaseFieldError, ReleaseTrack, StoredFile, TrackValues } from './release-types.js';

/** Who sends a change, for the stored-audio check. */
export interface PatchContext {
  callerId: string;
  bucket: string;
  /** Storage keys the release owns already. */
  ownedKeys: readonly string[];
}

/**
 * Stored audio sent back by the client must be a file this caller uploaded (the key embeds the
 * uploader, see newStorageKey) or one the release owns: anything else would let a draft point at
 * somebody else's upload.
 */
function audioKeyOf(file: StoredFile | null | undefined, context: PatchContext): string | null | undefined {
  if (file === null || file === undefined) return file;
  const key = file.location;
  const mayUse =
    file.bucket === context.bucket &&
    STORAGE_KEY.test(key) &&
    key.startsWith('audio/') &&
    (key.startsWith(`audio/${context.callerId}-`) || context.ownedKeys.includes(key));
  return mayUse ? key : undefined;
}

const DATE_FIELDS = ['releaseDate', 'originalReleaseDate', 'preOrderDate'] as const;
const PLAIN_FIELDS = [
  'artistId',
  'title',
  'titleVersion',
  'label',
  'format',
  'primaryGenre',
  'secondaryGenre',
  'advisory',
  'audioLanguage',
  'recordingLocation',
  'previouslyReleased',
  'previousDistributor',
  'territories',
  'upc',
  'isrc',
  'duration',
  'specifyClipStartTime',
  'clipStartTime',
  'clipEndTime',
  'albumPrice',
  'artists',
  'contributors',
] as const;

// Every field of the contract's ReleaseDraft is applied below (the app's EDITABLE_FIELDS is keyed by the same type).
type AppliedField = (typeof PLAIN_FIELDS)[number] | (typeof DATE_FIELDS)[number] | 'audio' | 'tracks';
const everyDraftFieldApplied: [Exclude<keyof ReleaseDraft, AppliedField>] extends [never] ? true : never = true;
void everyDraftFieldApplied;

function trackValues(track: ReleaseTrack, index: number, context: PatchContext, errors: ReleaseFieldError[]): TrackValues {
  const audioKey = audioKeyOf(track.audio, context);
  if (audioKey === undefined && track.audio) errors.push({ field: `tracks.${index}.audio`, message: RULE_MESSAGES.notYourAudio });
  return {
    title: track.title ?? null,
    titleVersion: track.titleVersion ?? null,
    isrc: track.isrc ?? null,
    secondaryGenre: track.secondaryGenre ?? null,
    trackPrice: track.trackPrice ?? null,
    advisory: track.advisory ?? 'NONE',
    audioKey: audioKey ?? null,
    duration: track.duration ?? null,
    clipStartTime: track.clipStartTime ?? null,
    artists: track.artists ?? [],
    credits: track.credits ?? [],
    writers: track.writers ?? [],
  };
}

/**
 * Applies a partial change (the contract's ReleaseDraft: fields sent change, `null` clears) to
 * the stored values and shapes the result by the draft rules. Answers the new values and the
 * fields refused on the way (stored audio the caller may not use); the draft rules themselves are
 * checked by the caller.
 */
export function applyDraftPatch(
  values: DraftValues,
  patch: ReleaseDraft,
  context: PatchContext,
): { values: DraftValues; errors: ReleaseFieldError[] } {
  const errors: ReleaseFieldError[] = [];
  const next: DraftValues = { ...values };
  const changed: ChangedSides = { release: new Set(), tracks: patch.tracks !== undefined };
  const writable = next as unknown as Record<string, unknown>;
  for (const field of PLAIN_FIELDS) {
    if (patch[field] !== undefined) writable[field] = patch[field];
  }
  for (const field of DATE_FIELDS) {
    const value = patch[field];
    if (value !== undefined) next[field] = value === null ? null : noonUtc(value);
  }
  if (patch.audio !== undefined) {
    const key = audioKeyOf(patch.audio, context);
    if (key === undefined) errors.push({ field: 'audio', message: RULE_MESSAGES.notYourAudio });
    else next.audioKey = key;
  }
  const release = changed.release as Set<string>;
  if (patch.audio !== undefined) release.add('audioKey');
  if (patch.duration !== undefined) release.add('duration');
  if (patch.isrc !== undefined) release.add('isrc');
  if (patch.tracks !== undefined) next.tracks = patch.tracks.map((track, index) => trackValues(track, index, context, errors));
  return { values: normalizeDraft(next, changed), errors };
}
