import type { CoverUpload, Release } from '@/entities/release';
import { startResumableUpload, uploadWithProgress, type ResumableUpload, type UploadOptions } from '@/shared/api';

/** The cover uploaded with tus and checked by the server (as `validateCoverImage`), with the upload's id for the draft. */
export function uploadReleaseCover(file: File, options: Pick<UploadOptions, 'onProgress'> = {}): ResumableUpload<CoverUpload> {
  return startResumableUpload(file, { ...options, kind: 'cover' });
}

/** The audio stored, with its metadata: resumable (tus), with pause, resume and cancel. */
export function uploadReleaseAudio(file: File, options: Pick<UploadOptions, 'onProgress'> = {}): ResumableUpload {
  return startResumableUpload(file, options);
}

/** `POST /releases/drafts`: the draft created from the wizard's form (see `buildCreateForm`). */
export function createReleaseDraft(form: FormData, options: UploadOptions = {}): Promise<Release> {
  return uploadWithProgress<Release>('/releases/drafts', form, options);
}
