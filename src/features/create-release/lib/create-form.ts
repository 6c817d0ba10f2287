import { NO_GENRE, type AudioUpload, type ReleaseFormat, type StoredFile } from '@/entities/release';
import type { DraftFields } from '../model/details-schema';
import { usDateToNoonIso } from '@/shared/lib/dates';

export interface CreateDraftInput {
  artistId: string;
  fields: DraftFields;
  cover: File;
  /** The cover's checked tus upload: sent instead of the file when there is one. */
  coverUploadId: string | null;
  audio: AudioUpload | null;
  duration: number | null;
}

type Part = string | number | boolean | File | StoredFile | readonly string[] | readonly object[] | null | undefined;

/**
 * One part of the multipart draft (spec 2 §7): blank strings and unset values left out, arrays of
 * strings joined by commas, objects (the stored audio, arrays of objects) as JSON parts, files
 * under their type's name.
 */
export function appendPart(form: FormData, name: string, value: Part): void {
  if (value === null || value === undefined) return;
  if (value instanceof File) return form.append(name, value, value.name);
  if (typeof value === 'string') {
    if (value.trim() !== '') form.append(name, value.trim());
    return;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return form.append(name, String(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return;
    if (value.every((item) => typeof item === 'string')) return appendPart(form, name, (value as string[]).join(','));
  }
  form.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }));
}

/** The `POST /releases/drafts` form of the wizard's draft. */
export function buildCreateForm({ artistId, fields, cover, coverUploadId, audio, duration }: CreateDraftInput): FormData {
  const form = new FormData();
  const single = fields.format === ('SINGLE' satisfies ReleaseFormat);
  const date = (text: string) => (text.trim() ? usDateToNoonIso(text) : null);
  appendPart(form, 'artistId', artistId);
  appendPart(form, 'title', fields.title);
  appendPart(form, 'titleVersion', fields.titleVersion);
  appendPart(form, 'format', fields.format);
  appendPart(form, 'label', fields.label);
  appendPart(form, 'primaryGenre', fields.primaryGenre);
  appendPart(form, 'secondaryGenre', fields.secondaryGenre === NO_GENRE ? null : fields.secondaryGenre);
  appendPart(form, 'advisory', fields.advisory);
  appendPart(form, 'recordingLocation', fields.recordingLocation);
  appendPart(form, 'audioLanguage', fields.audioLanguage);
  appendPart(form, 'releaseDate', date(fields.releaseDate));
  appendPart(form, 'originalReleaseDate', date(fields.originalReleaseDate));
  appendPart(form, 'preOrderDate', date(fields.preOrderDate));
  const before = fields.previouslyReleased === 'on';
  appendPart(form, 'previouslyReleased', before);
  if (before) appendPart(form, 'previousDistributor', fields.previousDistributor);
  appendPart(form, 'upc', fields.upc);
  if (coverUploadId) appendPart(form, 'coverUpload', coverUploadId);
  else appendPart(form, 'coverArt', cover);
  if (single) {
    appendPart(form, 'isrc', fields.isrc.replace(/-/g, '').toUpperCase());
    // The stored object only: its signed links are answers, not input.
    appendPart(form, 'audio', audio ? { bucket: audio.audio.bucket, location: audio.audio.location } : null);
    appendPart(form, 'duration', duration);
    appendPart(form, 'specifyClipStartTime', fields.specifyClipStartTime);
    if (fields.specifyClipStartTime === 'UserDefined') {
      appendPart(form, 'clipStartTime', fields.clipStartTime);
      appendPart(form, 'clipEndTime', fields.clipEndTime);
    }
  }
  return form;
}
