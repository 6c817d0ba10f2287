import { patchReleaseDraft, type CoverUpload, type Release } from '@/entities/release';
import { apiClient, startResumableUpload, unwrap, uploadWithProgress, type ResumableUpload, type UploadProgress } from '@/shared/api';
import { toRequestBody, type DraftChanges } from '../lib/draft-changes';

export interface SaveRequest {
  releaseId: string;
  changes: DraftChanges;
}

/** The label is the ℗/© holder: it has its own call (spec 2 §7 "copyright: label"). */
const setReleaseCopyright = (id: string, label: string) =>
  unwrap(apiClient.PATCH('/releases/drafts/{id}/copyright', { params: { path: { id } }, body: { label } }));

/** Saves the changed fields (JSON partial update); answers the release as the server now has it. */
export async function saveReleaseChanges({ releaseId, changes }: SaveRequest): Promise<Release> {
  const { label, ...rest } = changes;
  let release: Release | undefined;
  if (label !== undefined) release = await setReleaseCopyright(releaseId, label);
  if (Object.keys(rest).length > 0 || !release) release = await patchReleaseDraft(releaseId, toRequestBody(rest));
  return release;
}

/** A track's audio, resumable (tus), with progress, pause, resume and cancel. */
export function uploadTrackAudio(file: File, onProgress: (progress: UploadProgress) => void): ResumableUpload {
  return startResumableUpload(file, { onProgress });
}

/** A new cover, resumable (tus): the server's check of it and the upload's id, for `replaceReleaseCover`. */
export function uploadReleaseCover(file: File, onProgress: (progress: UploadProgress) => void): ResumableUpload<CoverUpload> {
  return startResumableUpload(file, { kind: 'cover', onProgress });
}

/** The checked cover upload becomes the draft's cover (and thumbnail); the server checks it like any cover. */
export function replaceReleaseCover(releaseId: string, uploadId: string) {
  const form = new FormData();
  form.append('coverUpload', uploadId);
  return uploadWithProgress<Release>('/releases/drafts/{id}/cover', form, { method: 'PUT' }, { id: releaseId });
}
